/**
 * JSON with object keys sorted at every level and no insignificant whitespace, so equal
 * content always hashes the same however a collector built the object. `undefined` members
 * are dropped, as JSON.stringify does; non-finite numbers and other non-JSON values are
 * rejected, because two different values must never canonicalise to the same text.
 */
export function canonicalJson(value: unknown): string {
  return write(value, new Set());
}

function write(value: unknown, seen: Set<object>): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: non-finite number ${value}`);
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      throw new TypeError(`canonicalJson: cannot encode a ${typeof value}`);
  }
  if (seen.has(value)) throw new TypeError('canonicalJson: circular structure');
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      return `[${value.map((v) => (v === undefined ? 'null' : write(v, seen))).join(',')}]`;
    }
    if (value instanceof Date) return JSON.stringify(value.toISOString());
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new TypeError('canonicalJson: only plain objects, arrays and JSON scalars are allowed');
    }
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${write(v, seen)}`).join(',')}}`;
  } finally {
    seen.delete(value);
  }
}
