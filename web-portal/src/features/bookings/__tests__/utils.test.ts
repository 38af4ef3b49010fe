import { ApiError } from '@ringbook/web-shared';
import { describe, expect, it } from 'vitest';
import { readBookingProblem } from '../utils/conflict';
import { countQuery, listQuery, nextSort, readFilters, withFilters } from '../utils/filters';
import { bookedWhen, formatDay, formatInstant, formatPrice, formatTime, splitStart } from '../utils/format';
import { actionsFor, clientConfirmed, statusLook } from '../utils/status';
import { slot } from './bookings-server';

const filters = (search: string) => readFilters(new URLSearchParams(search));

describe('booking filters', () => {
  it('toggles the direction only on the column already sorted by', () => {
    expect(nextSort('-date', 'date')).toBe('date');
    expect(nextSort('date', 'date')).toBe('-date');
    expect(nextSort('-date', 'price')).toBe('price');
    expect(nextSort('price', 'price')).toBe('-price');
  });

  it('goes back to page 1 on any change but the page, and leaves defaults out of the URL', () => {
    const params = new URLSearchParams('page=4&q=ana&action=create');
    expect(withFilters(params, { status: 'completed' }).toString()).toBe('q=ana&action=create&status=completed');
    expect(withFilters(params, { page: 5 }).toString()).toBe('page=5&q=ana&action=create');
    expect(withFilters(params, { sort: '-date', q: '  ' }).toString()).toBe('action=create');
  });

  it('counts within the search and date, by status', () => {
    const narrowed = filters('q=ana&date=2030-03-14&sort=price&page=3');
    expect(countQuery(narrowed, 'completed')).toEqual({
      q: 'ana',
      from: '2030-03-14',
      to: '2030-03-14',
      status: 'completed',
      pageSize: 1,
    });
    expect(countQuery(filters('status=cancelled'), 'scheduled')).toBeNull();
    expect(countQuery(filters('status=cancelled'))).toMatchObject({ status: 'cancelled', pageSize: 1 });
    expect(listQuery(narrowed)).toMatchObject({ sort: 'price', page: 3, pageSize: 25 });
  });
});

describe('booking formats', () => {
  it('shows the salon-local date and time whatever the browser zone', () => {
    expect(formatDay('2030-03-14')).toBe('Thu, Mar 14, 2030');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('15:30')).toBe('3:30 PM');
    expect(splitStart('2030-03-14T23:30:00-04:00')).toEqual({ day: '2030-03-14', time: '23:30' });
  });

  it('formats money', () => {
    expect(formatPrice(45)).toBe('$45.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it('says how and when, in the salon’s time, a booking was made', () => {
    expect(bookedWhen({ source: 'ai_receptionist', bookedAt: '2030-06-04T23:50:00-04:00' })).toBe(
      'By phone, Tue, Jun 4, 2030 at 11:50 PM',
    );
    expect(bookedWhen({ source: 'owner' })).toBe('In the portal');
    expect(formatInstant('2030-06-04T09:05:00+02:00')).toBe('Tue, Jun 4, 2030 at 9:05 AM');
  });

  it('calls an appointment client-confirmed only while it is scheduled and confirmed', () => {
    expect(clientConfirmed({ status: 'scheduled', confirmedAt: '2030-06-03T10:00:00-04:00' })).toBe(true);
    expect(clientConfirmed({ status: 'scheduled', confirmedAt: '' })).toBe(false);
    expect(clientConfirmed({ status: 'completed', confirmedAt: '2030-06-03T10:00:00-04:00' })).toBe(false);
  });
});

describe('booking statuses', () => {
  it('shows an unknown status as received and offers it no actions', () => {
    expect(statusLook('waitlisted').label).toBe('waitlisted');
    expect(actionsFor('waitlisted')).toEqual([]);
    expect(actionsFor('cancelled')).toEqual([]);
  });

  it('reads the alternatives of a 409 and the fields of a 422', async () => {
    const alternatives = [slot('2030-03-14', '09:00')];
    const taken = await ApiError.of(
      Response.json({ error: 'Taken', alternatives: [...alternatives, { nonsense: 1 }] }, { status: 409 }),
    );
    expect(readBookingProblem(taken, 'Failed')).toEqual({ message: 'Taken', fields: {}, alternatives });
    const refused = await ApiError.of(
      Response.json({ error: 'Check', fields: { customerPhone: 'Bad' } }, { status: 422 }),
    );
    expect(readBookingProblem(refused, 'Failed')).toEqual({
      message: 'Check',
      fields: { customerPhone: 'Bad' },
      alternatives: [],
    });
    const unreadable = readBookingProblem(
      await ApiError.of(new Response('<html>', { status: 502 })),
      'Failed',
    );
    expect(unreadable).toEqual({ message: 'Failed', fields: {}, alternatives: [] });
  });
});
