/**
 * JSON with object keys sorted at every level and no insignificant whitespace, so equal
 * content always hashes the same however a collector built the object. `undefined` members
 * are dropped, as JSON.stringify does; non-finite numbers and other non-JSON values are
 * rejected, because two different values must never canonicalise to the same text.
 */
export function canonicalJson(value: unknown): string {
  return write(value, []);
}

// Every collected listing is hashed through here, so it builds one string in place: no entry
// arrays, no comparator calls (the default sort orders keys by UTF-16 code units, as `<` does).
function write(value: unknown, path: object[]): string {
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
  if (path.includes(value)) throw new TypeError('canonicalJson: circular structure');
  path.push(value);
  try {
    if (Array.isArray(value)) {
      let out = '[';
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (i > 0) out += ',';
        out += item === undefined ? 'null' : write(item, path);
      }
      return `${out}]`;
    }
    if (value instanceof Date) return JSON.stringify(value.toISOString());
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new TypeError('canonicalJson: only plain objects, arrays and JSON scalars are allowed');
    }
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    let out = '{';
    let first = true;
    for (const key of keys) {
      const member = record[key];
      if (member === undefined) continue;
      if (!first) out += ',';
      first = false;
      out += `${JSON.stringify(key)}:${write(member, path)}`;
    }
    return `${out}}`;
  } finally {
    path.pop();
  }
}
