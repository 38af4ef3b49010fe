const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const count = new Intl.NumberFormat('en-US');

export const formatDollars = (value: number): string => dollars.format(value);

export const formatPercent = (value: number): string => `${value.toFixed(1)}%`;

export const formatCount = (value: number): string => count.format(value);
