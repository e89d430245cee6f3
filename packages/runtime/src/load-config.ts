import type { Static, TObject, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ConfigError } from './config-error.js';
import { checkCrossVariable, checkVariable } from './config-issues.js';
import { deepFreeze, type DeepReadonly } from './deep-freeze.js';
import { coerceEnvValue } from './env-coercion.js';

/** Where variables are read from: `process.env`, or a plain record in tests. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** A loaded configuration: the schema's static type, frozen. */
export type Config<Schema extends TObject> = DeepReadonly<Static<Schema>>;

/**
 * Reads the variables named by `schema`'s properties from `env`, converts each string to the
 * type its property declares, fills in defaults, and validates the whole object once.
 * Call it at boot: it throws a {@link ConfigError} listing every bad variable, so a process
 * with a broken environment stops before it opens a single connection.
 *
 * Conversion rules: numbers and integers are decimal (`3.7` is not an integer); booleans
 * accept true/false, 1/0, yes/no, on/off; arrays are comma-separated lists; object, record and
 * tuple properties are JSON. An empty string counts as unset, because `FOO=` in an env file or
 * `FOO: ${FOO}` in a compose file means "no value" far more often than "the empty string".
 * Variables outside the schema are ignored and do not appear in the result.
 */
export function loadConfig<Schema extends TObject>(schema: Schema, env: EnvSource = process.env): Config<Schema> {
  const values: Record<string, unknown> = {};
  for (const [variable, property] of Object.entries(schema.properties)) {
    const raw = env[variable];
    if (raw !== undefined && raw !== '') {
      values[variable] = coerceEnvValue(property, raw);
    } else if (hasDefault(property)) {
      // Cloned, because freezing the result must never freeze a default held by the schema.
      values[variable] = Value.Clone(property.default);
    }
  }
  const issues = Object.entries(schema.properties).flatMap(
    ([variable, property]) => checkVariable(variable, property, values[variable]) ?? [],
  );
  if (issues.length === 0) issues.push(...checkCrossVariable(schema, values));
  if (issues.length > 0) throw new ConfigError(issues);
  return deepFreeze(values) as Config<Schema>;
}

function hasDefault(schema: TSchema): schema is TSchema & { default: unknown } {
  return Object.hasOwn(schema, 'default');
}
