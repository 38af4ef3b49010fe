const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole US dollars: $1,275 (and -$41 for a loss). */
export function formatDollars(amount: number): string {
  return dollars.format(Math.round(amount));
}

export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}

export function formatPercent(value: number): string {
  return `${wholeNumber.format(value)}%`;
}
