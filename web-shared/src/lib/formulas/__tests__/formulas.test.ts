import { describe, expect, it } from 'vitest';
import vectors from '../../../../../proto-schemas/vectors/formulas.json';
import { customPlanRoi } from '../custom-plan-roi.ts';
import { priceCustomPlan } from '../custom-plan-pricing.ts';
import { Exact } from '../exact.ts';
import { leadEstimate } from '../lead-estimate.ts';
import { roiCalculator } from '../roi-calculator.ts';

// The same file the server's Python tests read: both implementations must give every value exactly.

describe('configurator price and ROI (vectors shared with the server)', () => {
  it.each(vectors.customPlan.map((c) => [c.name, c] as const))('%s', (_, { input, expected }) => {
    const pricing = priceCustomPlan(input);
    expect(pricing).toStrictEqual(expected.pricing);
    const roi = customPlanRoi({ ...input, monthlyPrice: pricing.clientPrice });
    expect(roi).toStrictEqual(expected.roi);
  });

  it.each(vectors.customPlanPricing.map((c) => [c.name, c] as const))('pricing: %s', (_, { input, expected }) => {
    expect(priceCustomPlan(input)).toStrictEqual(expected);
  });

  it.each(vectors.customPlanRoi.map((c) => [c.name, c] as const))('ROI: %s', (_, { input, expected }) => {
    expect(customPlanRoi(input)).toStrictEqual(expected);
  });
});

describe('ROI calculator (vectors shared with the server)', () => {
  it.each(vectors.roiCalculator.map((c) => [c.name, c] as const))('%s', (_, { input, expected }) => {
    expect(roiCalculator(input)).toStrictEqual(expected);
  });
});

describe('lead form estimate (vectors shared with the server)', () => {
  it.each(vectors.leadEstimate.map((c) => [c.name, c] as const))('%s', (_, { input, expected }) => {
    expect(leadEstimate(input)).toBe(expected.estimate);
  });
});

describe('Exact', () => {
  it('reads a number as the decimal it prints as', () => {
    expect(Exact.of(0.58).times(25).round()).toBe(15);
    expect(Math.round(0.58 * 25)).toBe(14); // why the formulas never round a float
    expect(Exact.of(1e-7).times(1e7).toNumber()).toBe(1);
    expect(Exact.of(-12.5).toNumber()).toBe(-12.5);
  });

  it('rounds like Math.round, halves upwards, without a negative zero', () => {
    expect(Exact.of(2.5).round()).toBe(3);
    expect(Exact.of(-2.5).round()).toBe(-2);
    expect(Exact.of(-0.5).round()).toBe(0);
    expect(Object.is(Exact.of(-0.5).round(), 0)).toBe(true);
    expect(Exact.of(-2.6).round()).toBe(-3);
  });

  it('gives back exact decimals as the numbers JSON would parse', () => {
    expect(Exact.of(0.1).plus(0.2).toNumber()).toBe(0.3);
    expect(Exact.of(75).times(0.005).toNumber()).toBe(0.375);
    expect(Exact.of(1).dividedBy(3).times(3).toNumber()).toBe(1);
  });

  it('refuses what is not a finite number', () => {
    expect(() => Exact.of(Number.NaN)).toThrow(RangeError);
    expect(() => Exact.of(Infinity)).toThrow(RangeError);
    expect(() => Exact.of(1).dividedBy(0)).toThrow(RangeError);
  });
});
