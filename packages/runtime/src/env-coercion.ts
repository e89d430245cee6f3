import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

// Stricter than TypeBox's Value.Convert on purpose: that one reads '' as 0, 'true' as 1 and
// truncates '3.7' to the integer 3, which would turn a typo into a silently wrong setting.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const INTEGER = /^[+-]?\d+$/;
const TRUE_WORDS: ReadonlySet<string> = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['false', '0', 'no', 'off']);

/** The spellings a boolean variable accepts, for error messages. */
export const BOOLEAN_SPELLINGS = 'true/false, 1/0, yes/no, on/off';

/**
 * Reads one raw environment string as the value `schema` describes. When no reading fits,
 * the raw string is returned unchanged so that validation reports it against the schema.
 */
export function coerceEnvValue(schema: TSchema, raw: string): unknown {
  if (Type.IsInteger(schema)) return toInteger(raw) ?? raw;
  if (Type.IsNumber(schema)) return toNumber(raw) ?? raw;
  if (Type.IsBoolean(schema)) return toBoolean(raw) ?? raw;
  if (Type.IsLiteral(schema)) return fromLiteral(schema.const, raw);
  if (Type.IsEnum(schema)) return fromEnum(schema.enum, raw);
  if (Type.IsUnion(schema)) return fromUnion(schema.anyOf, raw);
  if (Type.IsArray(schema)) return splitList(raw).map((item) => coerceEnvValue(schema.items, item));
  if (Type.IsObject(schema) || Type.IsRecord(schema) || Type.IsTuple(schema)) return parseJson(raw);
  return raw;
}

function toNumber(raw: string): number | undefined {
  const text = raw.trim();
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function toInteger(raw: string): number | undefined {
  const text = raw.trim();
  if (!INTEGER.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

function toBoolean(raw: string): boolean | undefined {
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

function fromLiteral(constant: unknown, raw: string): unknown {
  if (typeof constant === 'number') return toNumber(raw) ?? raw;
  if (typeof constant === 'boolean') return toBoolean(raw) ?? raw;
  // Closed sets never hold padded members, so padding is a copy-paste slip worth forgiving.
  return raw.trim();
}

function fromEnum(members: readonly unknown[], raw: string): unknown {
  const text = raw.trim();
  return members.find((member) => String(member) === text) ?? raw;
}

function fromUnion(members: readonly TSchema[], raw: string): unknown {
  for (const member of members) {
    const candidate = coerceEnvValue(member, raw);
    if (Value.Check(member, candidate)) return candidate;
  }
  return raw;
}

/** Lists are comma separated; blanks around items and empty items are dropped. */
function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
