/**
 * Exact arithmetic for the pricing and ROI formulas.
 *
 * A slider value such as 0.7 is not 0.7 in binary floating point, so `Math.round(25 * 0.58)` gives 14 where
 * the exact 14.5 rounds to 15. Here every input becomes the fraction its decimal digits say (0.58 = 58/100) as
 * BigInts, sums, products and quotients stay exact, and only the final value is rounded or turned back into a
 * number. The server computes with Python's Decimal the same way, so both agree to the cent.
 */

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) {
    [x, y] = [y, x % y];
  }
  return x;
}

function floorDiv(numerator: bigint, denominator: bigint): bigint {
  // `denominator` is always positive here; BigInt division truncates toward zero.
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

/** The decimal digits of a finite number exactly as JavaScript prints it ("0.58", "1e-7", "-12.5"). */
function parseDecimal(value: number): [bigint, bigint] {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Expected a finite number, got ${value}`);
  }
  const [mantissa = '0', exponentText = '0'] = String(value).toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  let numerator = BigInt(whole + fraction);
  let denominator = 10n ** BigInt(fraction.length);
  const exponent = Number(exponentText);
  if (exponent > 0) numerator *= 10n ** BigInt(exponent);
  if (exponent < 0) denominator *= 10n ** BigInt(-exponent);
  return [negative ? -numerator : numerator, denominator];
}

export class Exact {
  readonly numerator: bigint;
  readonly denominator: bigint;

  private constructor(numerator: bigint, denominator: bigint) {
    if (denominator === 0n) {
      throw new RangeError('Division by zero');
    }
    const sign = denominator < 0n ? -1n : 1n;
    const divisor = gcd(numerator, denominator) || 1n;
    this.numerator = (sign * numerator) / divisor;
    this.denominator = (sign * denominator) / divisor;
  }

  static of(value: number | Exact): Exact {
    if (value instanceof Exact) return value;
    const [numerator, denominator] = parseDecimal(value);
    return new Exact(numerator, denominator);
  }

  plus(other: number | Exact): Exact {
    const o = Exact.of(other);
    return new Exact(
      this.numerator * o.denominator + o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  minus(other: number | Exact): Exact {
    const o = Exact.of(other);
    return new Exact(
      this.numerator * o.denominator - o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  times(other: number | Exact): Exact {
    const o = Exact.of(other);
    return new Exact(this.numerator * o.numerator, this.denominator * o.denominator);
  }

  dividedBy(other: number | Exact): Exact {
    const o = Exact.of(other);
    return new Exact(this.numerator * o.denominator, this.denominator * o.numerator);
  }

  isZero(): boolean {
    return this.numerator === 0n;
  }

  greaterThan(other: number | Exact): boolean {
    const o = Exact.of(other);
    return this.numerator * o.denominator > o.numerator * this.denominator;
  }

  /** `Math.round` of the exact value: the nearest integer, halves upwards. Never returns -0. */
  round(): number {
    const rounded = floorDiv(2n * this.numerator + this.denominator, 2n * this.denominator);
    return Number(rounded) || 0;
  }

  /** The number closest to the exact value: the one `JSON.parse` gives for its decimal digits. */
  toNumber(): number {
    let rest = this.denominator;
    let twos = 0;
    let fives = 0;
    while (rest % 2n === 0n) {
      rest /= 2n;
      twos += 1;
    }
    while (rest % 5n === 0n) {
      rest /= 5n;
      fives += 1;
    }
    if (rest !== 1n) {
      // Not a terminating decimal; no formula produces one, but stay sensible if one ever does.
      return Number(this.numerator) / Number(this.denominator);
    }
    const places = Math.max(twos, fives);
    const scaled = (this.numerator * 10n ** BigInt(places)) / this.denominator;
    const negative = scaled < 0n;
    const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
    const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
    return Number(`${negative ? '-' : ''}${text}`) || 0;
  }
}
