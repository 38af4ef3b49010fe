import { describe, expect, it } from 'vitest';
import { isEin, isWebAddress } from '../utils/registration-form';
import { numberState, stageOf } from '../utils/registration-status';
import { number } from './texting-server';

describe("the server's checks, made before sending", () => {
  it.each(['12-3456789', '123456789', ' 12 3456789 '])('takes the EIN %j', (typed) => {
    expect(isEin(typed)).toBe(true);
  });

  it.each(['', '12-345678', '12-34567890', '00-1234567', '12-345678a'])('refuses the EIN %j', (typed) => {
    expect(isEin(typed)).toBe(false);
  });

  it.each(['bellasalon.com', 'https://bellasalon.com', 'http://www.bellasalon.com/book', 'instagram.com/bellasalon'])(
    'takes the web address %j',
    (typed) => expect(isWebAddress(typed)).toBe(true),
  );

  it.each(['', 'bella salon.com', 'localhost', 'ftp://bellasalon.com', 'https://', 'bellasalon'])(
    'refuses the web address %j',
    (typed) => expect(isWebAddress(typed)).toBe(false),
  );
});

describe('the words for where things stand', () => {
  it('numbers the review steps, and has none outside the review', () => {
    expect(stageOf('brand')).toEqual({ step: 'Step 2 of 3', note: 'The Campaign Registry is checking your business' });
    expect(stageOf('')).toBeUndefined();
  });

  it('tells a toll-free number waiting for its verification from one waiting for the business', () => {
    expect(numberState(number('pending'))).toBe('Waiting for approval');
    expect(numberState(number('pending', { tollFree: true }))).toBe('Waiting for toll-free verification');
  });
});
