import { CURRENT_SCHEMA_VERSIONS, compiled, issuesOf } from './registry.js';
import type { EventType } from './kinds.js';
import { ListingObservedV1, type ListingObserved } from './payloads/listing.js';

/** Turns a payload of version `n` into version `n + 1`; throws UpcastError when it cannot. */
export type Upcaster = (data: unknown) => unknown;

export class UpcastError extends Error {
  override readonly name = 'UpcastError';
  constructor(
    message: string,
    readonly issues: readonly string[] = [],
  ) {
    super(message);
  }
}

/**
 * Chains of single-step upcasters per event type. A consumer reads every version still in a
 * stream by walking the chain up to the current version; adding version `n + 1` means adding
 * one step from `n`, never touching the older steps.
 */
export class UpcasterRegistry {
  private readonly steps = new Map<string, Upcaster>();

  constructor(private readonly currentVersions: Readonly<Record<EventType, number>> = CURRENT_SCHEMA_VERSIONS) {}

  register(type: EventType, fromVersion: number, step: Upcaster): this {
    if (fromVersion >= this.current(type)) {
      throw new RangeError(`${type}: an upcaster from v${fromVersion} must start below the current v${this.current(type)}`);
    }
    this.steps.set(key(type, fromVersion), step);
    return this;
  }

  current(type: EventType): number {
    return this.currentVersions[type];
  }

  /** Whether a payload of this version can be brought to the current one. */
  canRead(type: EventType, version: number): boolean {
    const target = this.current(type);
    for (let v = version; v < target; v++) if (!this.steps.has(key(type, v))) return false;
    return version <= target;
  }

  /** Oldest version readable today: tells operators which versions may still be in a stream. */
  oldestReadable(type: EventType): number {
    let v = this.current(type);
    while (v > 0 && this.steps.has(key(type, v - 1))) v--;
    return v;
  }

  /** Brings `data` of `version` to the current version of `type`. */
  upcast(type: EventType, version: number, data: unknown): unknown {
    const target = this.current(type);
    if (version > target) throw new UpcastError(`${type}: v${version} is newer than v${target}`);
    let out = data;
    for (let v = version; v < target; v++) {
      const step = this.steps.get(key(type, v));
      if (!step) throw new UpcastError(`${type}: no upcaster from v${v}`);
      out = step(out);
    }
    return out;
  }
}

function key(type: EventType, version: number): string {
  return `${type}@${version}`;
}

/** A number written as a decimal string without exponent, as v2 amounts are. */
export function decimalFromNumber(n: number): string {
  if (!Number.isFinite(n)) throw new UpcastError(`amount ${n} is not finite`);
  const plain = String(n);
  if (/^-?\d+(\.\d+)?$/.test(plain)) return plain;
  if (Number.isInteger(n)) return BigInt(n).toString();
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** listing.observed v1 → v2: decimal-string amounts, the flat living area becomes an Area. */
export function upcastListingV1(data: unknown): ListingObserved {
  const v1 = compiled(ListingObservedV1);
  if (!v1.Check(data)) throw new UpcastError('listing.observed v1 payload is invalid', issuesOf(v1, data));
  const { price, living_area_sqm, property, ...rest } = data;
  const out: ListingObserved = { ...rest, property: { ...property } };
  if (price) {
    out.price = {
      amount: decimalFromNumber(price.amount),
      currency: price.currency,
      // v1 had only asking prices.
      kind: 'asking',
      ...(price.display_text === undefined ? {} : { display_text: price.display_text }),
    };
  }
  if (living_area_sqm !== undefined) {
    out.property.areas = [{ value: living_area_sqm, unit: 'sqm', basis: 'living', normalized_sqm: living_area_sqm }];
  }
  return out;
}

/** The registry consumers use; every version any producer ever wrote is registered here. */
export const upcasters = new UpcasterRegistry().register('listing.observed', 1, upcastListingV1);
