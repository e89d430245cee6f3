import type { EventType } from './event-types.js';
import { EVENT_KINDS } from './kinds/index.js';
import { CURRENT_SCHEMA_VERSIONS } from './registry.js';
import { UpcastError, type Upcaster } from './upcast-error.js';

export { UpcastError, type Upcaster } from './upcast-error.js';
export { decimalFromNumber, upcastListingV1 } from './kinds/listing.js';

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

/** The registry consumers use: every step of every kind module, so every version any producer ever wrote. */
export const upcasters = new UpcasterRegistry();
for (const [type, kind] of Object.entries(EVENT_KINDS) as [EventType, (typeof EVENT_KINDS)[EventType]][]) {
  for (const [from, step] of Object.entries(kind.upcasters)) upcasters.register(type, Number(from), step);
}
