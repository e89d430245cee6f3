import type { TProperties, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

const validators = new Map<TSchema, Validator>();

/** Compiled once per schema and reused: compiling costs milliseconds, checking microseconds. */
export function compiled<T extends TSchema>(schema: T): Validator<TProperties, T> {
  const cached = validators.get(schema);
  if (cached) return cached as unknown as Validator<TProperties, T>;
  const v = Compile<T, Validator<TProperties, T>>(schema);
  validators.set(schema, v as unknown as Validator);
  return v;
}

/** Validation issues as short `path: message` lines, bounded so a huge bad payload cannot flood a log. */
export function issuesOf(validator: Validator, value: unknown, limit = 10): string[] {
  return validator
    .Errors(value)
    .slice(0, limit)
    .map((e) => `${e.instancePath || '/'}: ${e.message}`);
}
