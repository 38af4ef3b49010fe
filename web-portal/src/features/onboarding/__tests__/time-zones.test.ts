import { describe, expect, it } from 'vitest';
import { toSettingsForm, toSettingsUpdate, validateSettings, fromServerFields } from '../utils/settings-form';
import { timeZoneOptions } from '../utils/time-zones';

describe('time zone choices', () => {
  it("puts the browser's zone first, once, with every IANA zone and UTC", () => {
    const zones = timeZoneOptions('Europe/Paris');
    expect(zones[0]).toBe('Europe/Paris');
    expect(zones.filter((zone) => zone === 'Europe/Paris')).toHaveLength(1);
    expect(zones).toContain('UTC');
    expect(zones.length).toBeGreaterThan(400);
  });

  it('keeps a saved zone the browser does not list', () => {
    expect(timeZoneOptions('UTC', 'Asia/Calcutta')).toContain('Asia/Calcutta');
  });
});

describe('the settings form', () => {
  it("starts a salon that never saved in the browser's zone, with 09:00-18:00", () => {
    expect(toSettingsForm({ name: '', timezone: 'America/New_York' }, 'Europe/Paris')).toMatchObject({
      timezone: 'Europe/Paris',
      hoursStart: '09:00',
      hoursEnd: '18:00',
    });
    expect(toSettingsForm(undefined, undefined).timezone).toBe('America/New_York');
  });

  it('keeps the zone a salon saved', () => {
    expect(toSettingsForm({ name: 'Bella', timezone: 'America/Denver' }, 'Europe/Paris').timezone).toBe(
      'America/Denver',
    );
  });

  it('needs a business name and sends the fields trimmed', () => {
    const form = toSettingsForm(undefined, 'UTC');
    expect(validateSettings(form)).toEqual({ name: 'Please enter a business name' });
    expect(validateSettings({ ...form, name: 'Bella' })).toEqual({});
    expect(toSettingsUpdate({ ...form, name: ' Bella ', address: ' 1 Elm ' })).toEqual({
      name: 'Bella',
      timezone: 'UTC',
      hours: { start: '09:00', end: '18:00' },
      address: '1 Elm',
      ownerPhone: '',
      frontDeskPhone: '',
    });
  });

  it("puts the server's messages on the form's fields", () => {
    expect(fromServerFields({ 'hours.start': 'Use a time like 09:00', hours: 'Opening time must be before closing time', x: 'y' })).toEqual({
      hoursStart: 'Use a time like 09:00',
      hoursEnd: 'Opening time must be before closing time',
    });
  });
});
