/**
 * Exact non-negative decimals on bigints. Amounts are decimal strings in the contract, and
 * "1億2,000万円" must come out as "120000000" whatever the magnitude, so nothing here goes
 * through a float.
 */

/** value = units / 10^scale */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export function decimalFromDigits(intPart: string, fracPart = ''): Decimal | undefined {
  if (!/^\d*$/.test(intPart) || !/^\d*$/.test(fracPart)) return undefined;
  if (intPart.length + fracPart.length === 0) return undefined;
  return { units: BigInt((intPart || '0') + fracPart), scale: fracPart.length };
}

/** Multiply by 10^n (n >= 0). */
export function shift(d: Decimal, n: number): Decimal {
  if (n <= d.scale) return { units: d.units, scale: d.scale - n };
  return { units: d.units * 10n ** BigInt(n - d.scale), scale: 0 };
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const ua = a.units * 10n ** BigInt(scale - a.scale);
  const ub = b.units * 10n ** BigInt(scale - b.scale);
  return { units: ua + ub, scale };
}

export function compare(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const ua = a.units * 10n ** BigInt(scale - a.scale);
  const ub = b.units * 10n ** BigInt(scale - b.scale);
  return ua < ub ? -1 : ua > ub ? 1 : 0;
}

export function isZero(d: Decimal): boolean {
  return d.units === 0n;
}

/** Canonical form: no exponent, no leading zeros, no trailing fractional zeros ("1250000.5"). */
export function formatDecimal(d: Decimal): string {
  let { units, scale } = d;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  const digits = units.toString();
  if (scale === 0) return digits;
  const padded = digits.padStart(scale + 1, '0');
  return `${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

/** d × num / den, rounded half-up to `places` decimals, in canonical form. */
export function mulRatioRounded(d: Decimal, num: bigint, den: bigint, places: number): string {
  const numerator = d.units * num * 10n ** BigInt(places);
  const denominator = 10n ** BigInt(d.scale) * den;
  const q = (2n * numerator + denominator) / (2n * denominator);
  return formatDecimal({ units: q, scale: places });
}

/** Parses a plain decimal ("1250000", "82.5", "1e6", "1.5e-7"); negatives are refused. */
export function parseDecimal(text: string): Decimal | undefined {
  const m = /^\+?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!m) return undefined;
  const [, intPart = '', fracPart = '', exp] = m;
  const base = decimalFromDigits(intPart, fracPart);
  if (!base) return undefined;
  if (exp === undefined) return base;
  const e = Number(exp);
  if (!Number.isSafeInteger(e) || Math.abs(e) > 400) return undefined;
  return e >= 0 ? shift(base, e) : { units: base.units, scale: base.scale - e };
}

/**
 * A number, numeric string or bigint as a canonical decimal string, or undefined when it is
 * not a finite non-negative number. JSON numbers from a platform ("price": 1250000) go
 * through here so that they never print as "1.25e+6".
 */
export function toDecimalString(value: number | string | bigint): string | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value.toString() : undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    // String(n) is the shortest text that reads back as the same double: the number the
    // source meant, not its binary expansion.
    const d = parseDecimal(String(value));
    return d ? formatDecimal(d) : undefined;
  }
  const d = parseDecimal(value);
  return d ? formatDecimal(d) : undefined;
}
