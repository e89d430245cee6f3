/**
 * Money in a currency's minor units (cents, pence; yen have none), as integers, so a sum of
 * parts equals its total to the last unit. The minor units per currency are ISO 4217's, read
 * from the ICU data Node ships (Intl), which follows ISO 4217: USD 2, JPY 0, BHD 3.
 */

const MINOR_UNITS = new Map<string, number>();

/** ISO 4217 minor units of `currency` (2 for EUR, 0 for JPY); throws for a code Intl refuses. */
export function currencyMinorUnits(currency: string): number {
  let digits = MINOR_UNITS.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    MINOR_UNITS.set(currency, digits);
  }
  return digits;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A signed amount of one currency, in its minor units. */
export class MinorAmount {
  private constructor(
    readonly units: bigint,
    readonly currency: string,
  ) {}

  /** Minor units of the currency (cached). */
  get digits(): number {
    return currencyMinorUnits(this.currency);
  }

  static zero(currency: string): MinorAmount {
    return new MinorAmount(0n, currency);
  }

  static ofUnits(units: bigint, currency: string): MinorAmount {
    return new MinorAmount(units, currency);
  }

  /**
   * A decimal string ("190", "-95.50") as an amount; undefined when it is not one or has more
   * decimals than the currency's minor units (other than trailing zeros): such an amount is not
   * payable as written, and rounding it silently would break the sum of a breakdown.
   */
  static parse(text: string, currency: string): MinorAmount | undefined {
    const m = DECIMAL.exec(text.trim());
    if (!m) return undefined;
    const [, sign, whole = '0', fraction = ''] = m;
    const digits = currencyMinorUnits(currency);
    const significant = fraction.replace(/0+$/, '');
    if (significant.length > digits) return undefined;
    const units = BigInt(whole + significant.padEnd(digits, '0'));
    return new MinorAmount(sign ? -units : units, currency);
  }

  plus(other: MinorAmount): MinorAmount {
    this.#same(other);
    return new MinorAmount(this.units + other.units, this.currency);
  }

  minus(other: MinorAmount): MinorAmount {
    this.#same(other);
    return new MinorAmount(this.units - other.units, this.currency);
  }

  times(n: number): MinorAmount {
    if (!Number.isSafeInteger(n)) throw new RangeError(`cannot multiply money by ${n}`);
    return new MinorAmount(this.units * BigInt(n), this.currency);
  }

  /**
   * this × numerator / denominator, rounded to a whole minor unit, halves away from zero (the
   * commercial rule: 0.5 cent becomes a cent, -0.5 becomes -1). A rate a source showed as two
   * amounts (a fee over the base it was charged on) applies to another base without passing
   * through a binary fraction.
   */
  scaled(numerator: bigint, denominator: bigint): MinorAmount {
    if (denominator === 0n) throw new RangeError('cannot scale money by a ratio over zero');
    const negative = this.units * numerator < 0n !== denominator < 0n;
    const num = abs(this.units * numerator);
    const den = abs(denominator);
    const rounded = (2n * num + den) / (2n * den);
    return new MinorAmount(negative ? -rounded : rounded, this.currency);
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  /** The amount as a decimal string with exactly the currency's minor digits ("190.00", "12000", "-95.50"). */
  toString(): string {
    const digits = this.digits;
    const magnitude = abs(this.units).toString().padStart(digits + 1, '0');
    const text = digits === 0 ? magnitude : `${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
    return this.units < 0n ? `-${text}` : text;
  }

  #same(other: MinorAmount): void {
    if (other.currency !== this.currency) throw new RangeError(`cannot add ${other.currency} to ${this.currency}`);
  }
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}
