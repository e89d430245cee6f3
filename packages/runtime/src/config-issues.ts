import { Type, type TObject, type TSchema } from 'typebox';
import type { TLocalizedValidationError } from 'typebox/error';
import { Value } from 'typebox/value';
import { BOOLEAN_SPELLINGS } from './env-coercion.js';
import type { ConfigIssue } from './config-error.js';

/** The variable name used for rules that span several variables (a refined object schema). */
export const CROSS_VARIABLE = '*';

// Errors that mean "the value has the wrong shape": reported as what the variable should be,
// rather than as the several anyOf/const errors TypeBox emits for one bad enum value.
const SHAPE_KEYWORDS: ReadonlySet<string> = new Set(['type', 'const', 'enum', 'anyOf', 'oneOf']);

/**
 * Checks one variable's value against its property schema. Variables are checked one by one,
 * not as one object, because TypeBox caps an error list (8 by default) and a bad enum value
 * alone produces several errors: checked together, later variables went unreported.
 */
export function checkVariable(variable: string, schema: TSchema, value: unknown): ConfigIssue | undefined {
  if (value === undefined) {
    return Type.IsOptional(schema) ? undefined : { variable, message: 'is required but not set' };
  }
  if (Value.Check(schema, value)) return undefined;
  return { variable, message: describeProblem(schema, Value.Errors(schema, value)) };
}

/** Issues from rules on the object as a whole, once every variable is valid on its own. */
export function checkCrossVariable(schema: TObject, values: Record<string, unknown>): ConfigIssue[] {
  if (Value.Check(schema, values)) return [];
  const messages = Value.Errors(schema, values).map((error) => error.message);
  return [{ variable: CROSS_VARIABLE, message: [...new Set(messages)].join('; ') }];
}

function describeProblem(schema: TSchema, errors: readonly TLocalizedValidationError[]): string {
  if (errors.some((error) => SHAPE_KEYWORDS.has(error.keyword))) return `must be ${describeExpected(schema)}`;
  const messages = errors.map((error) => {
    const at = error.instancePath.split('/').slice(1);
    return at.length === 0 ? error.message : `item ${at.join('/')} ${error.message}`;
  });
  return [...new Set(messages)].join('; ');
}

/** A short English description of the values a schema accepts. */
export function describeExpected(schema: TSchema): string {
  if (Type.IsInteger(schema)) return `an integer${describeRange(schema)}`;
  if (Type.IsNumber(schema)) return `a number${describeRange(schema)}`;
  if (Type.IsBoolean(schema)) return `a boolean (${BOOLEAN_SPELLINGS})`;
  if (Type.IsLiteral(schema)) return JSON.stringify(schema.const);
  if (Type.IsEnum(schema)) return `one of: ${schema.enum.map(String).join(', ')}`;
  if (Type.IsUnion(schema)) {
    const members = schema.anyOf;
    if (members.every((member) => Type.IsLiteral(member))) {
      return `one of: ${members.map((member) => String(member.const)).join(', ')}`;
    }
    return members.map(describeExpected).join(' or ');
  }
  if (Type.IsArray(schema)) return `a comma-separated list, each item ${describeExpected(schema.items)}`;
  if (Type.IsObject(schema) || Type.IsRecord(schema)) return 'a JSON object';
  if (Type.IsTuple(schema)) return 'a JSON array';
  if (Type.IsString(schema)) return 'a string';
  return 'a valid value';
}

function describeRange(schema: TSchema): string {
  const bounds = schema as { minimum?: unknown; maximum?: unknown; exclusiveMinimum?: unknown; exclusiveMaximum?: unknown };
  const { minimum, maximum } = bounds;
  if (typeof minimum === 'number' && typeof maximum === 'number') return ` between ${minimum} and ${maximum}`;
  const parts: string[] = [];
  if (typeof minimum === 'number') parts.push(`>= ${minimum}`);
  if (typeof bounds.exclusiveMinimum === 'number') parts.push(`> ${bounds.exclusiveMinimum}`);
  if (typeof maximum === 'number') parts.push(`<= ${maximum}`);
  if (typeof bounds.exclusiveMaximum === 'number') parts.push(`< ${bounds.exclusiveMaximum}`);
  return parts.length === 0 ? '' : ` ${parts.join(' and ')}`;
}
