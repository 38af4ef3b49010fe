import { describe, expect, it } from 'vitest';

import { areaCodeOf, countryOrDefault, formatPhone, phoneCountries, phoneHref, readPhone } from '../phones';

describe('readPhone', () => {
  it.each(['(646) 555-0144', '646-555-0144', '6465550144', '1 646 555 0144', '+1 (646) 555-0144', '001 646 555 0144'])(
    'a US salon reads %s as one number',
    (typed) => {
      expect(readPhone(typed, 'US')).toEqual({ ok: true, e164: '+16465550144' });
    },
  );

  it("reads a national number as the salon's country's and an international one as written", () => {
    expect(readPhone('612 34 56 78', 'ES')).toEqual({ ok: true, e164: '+34612345678' });
    expect(readPhone('+34 612 34 56 78', 'US')).toEqual({ ok: true, e164: '+34612345678' });
  });

  it('accepts fictional 555 numbers and keeps empty empty', () => {
    expect(readPhone('(555) 010-1234', 'US')).toEqual({ ok: true, e164: '+15550101234' });
    expect(readPhone('  ', 'US')).toEqual({ ok: true, e164: '' });
  });

  it.each(['646 555', '555 0144', 'hello', '+999 123', '1'.repeat(41)])("refuses %s with an example of the salon's country", (typed) => {
    expect(readPhone(typed, 'US')).toEqual({ ok: false, error: 'Please enter a valid phone number, like (201) 555-0123' });
  });

  it('gives a Spanish example to a Spanish salon', () => {
    expect(readPhone('12', 'ES')).toEqual({ ok: false, error: 'Please enter a valid phone number, like 612 34 56 78' });
  });
});

describe('formatPhone', () => {
  it("shows the salon's own numbers nationally, and those sharing its country code", () => {
    expect(formatPhone('+16465550144', 'US')).toBe('(646) 555-0144');
    expect(formatPhone('+14165550144', 'US')).toBe('(416) 555-0144');
    expect(formatPhone('+34612345678', 'ES')).toBe('612 34 56 78');
  });

  it('shows foreign numbers internationally', () => {
    expect(formatPhone('+34612345678', 'US')).toBe('+34 612 34 56 78');
    expect(formatPhone('+16465550144', 'ES')).toBe('+1 646 555 0144');
  });

  it('shows what cannot be read as stored', () => {
    expect(formatPhone('front desk', 'US')).toBe('front desk');
    expect(formatPhone('', 'US')).toBe('');
    expect(formatPhone(null, 'US')).toBe('');
  });
});

describe('the rest', () => {
  it('links, area codes and countries', () => {
    expect(phoneHref('+16465550144')).toBe('tel:+16465550144');
    expect(areaCodeOf('+17185550100')).toBe('718');
    expect(areaCodeOf('+34612345678')).toBe('');
    expect(countryOrDefault(' es ')).toBe('ES');
    expect(countryOrDefault('ZZ')).toBe('US');
    expect(phoneCountries().find((c) => c.value === 'ES')?.label).toBe('Spain');
  });
});
