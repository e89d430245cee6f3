import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { TSchema } from 'typebox';

// ajv-formats ships CommonJS with a default export; under NodeNext it arrives as the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export interface ValidatorOptions {
  /** Query strings and path parameters arrive as text: let `"20"` satisfy an integer. Bodies never coerce. */
  coerceTypes?: boolean;
  /** Fill in schema defaults (for requests), so handlers see the documented defaults. */
  useDefaults?: boolean;
}

/**
 * The one validator configuration of the contract: the gateway validates requests with it and the
 * tests validate every response with it. Unknown properties are never removed silently: the
 * schemas forbid them where they must be rejected.
 */
export function createAjv(options: ValidatorOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    verbose: true,
    coerceTypes: options.coerceTypes ?? false,
    useDefaults: options.useDefaults ?? false,
    removeAdditional: false,
    discriminator: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-extensible-enum', schemaType: 'array' });
  return ajv;
}

export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `body.location.radius_meters`. */
  field: string;
  message: string;
}

function shapeOf(branch: unknown): string {
  const required = (branch as { required?: string[] }).required ?? [];
  return `{${required.join(', ')}}`;
}

/**
 * Picks the error a caller can act on. A failed `oneOf` without a discriminator reports an error
 * per branch; naming one branch's complaint would mislead, so the shapes are listed instead.
 */
export function describeValidationErrors(errors: readonly ErrorObject[], root: string): ValidationIssue {
  const oneOf = errors.find((e) => e.keyword === 'oneOf');
  if (oneOf && Array.isArray(oneOf.schema)) {
    const issue = describeValidationError(oneOf, root);
    return { field: issue.field, message: `must be exactly one of these shapes: ${oneOf.schema.map(shapeOf).join(' or ')}` };
  }
  const first = errors[0];
  return first ? describeValidationError(first, root) : { field: root, message: 'is invalid' };
}

/** Turns one ajv error into a field path and a sentence a caller can act on. */
export function describeValidationError(error: ErrorObject, root: string): ValidationIssue {
  const segments = error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  let message = error.message ?? 'is invalid';
  switch (error.keyword) {
    case 'additionalProperties':
      segments.push(String(params.additionalProperty));
      message = 'is not a known field';
      break;
    case 'required':
      segments.push(String(params.missingProperty));
      message = 'is required';
      break;
    case 'enum':
      message = `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
      break;
    case 'discriminator':
      segments.push(String(params.tag));
      message = params.error === 'mapping' ? 'names an unknown kind' : 'is required and must be a string';
      break;
    case 'oneOf':
      message = 'must match exactly one of the documented shapes';
      break;
    case 'minLength':
      message = params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long`;
      break;
    case 'maxLength':
      message = `must be at most ${String(params.limit)} characters long`;
      break;
    case 'type':
      message = `must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}`;
      break;
    case 'minItems':
      message = `must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
      break;
    case 'maxItems':
      message = `must have at most ${String(params.limit)} items`;
      break;
    case 'uniqueItems':
      message = 'must not repeat an item';
      break;
    case 'format':
      message = `must be a valid ${String(params.format)}`;
      break;
    case 'pattern':
      message = `does not have the expected form (${String(params.pattern)})`;
      break;
    case 'minProperties':
      message = 'must not be empty';
      break;
    default:
      break;
  }
  return { field: [root, ...segments].join('.'), message };
}

export type Validator = ValidateFunction;

/** Compiles a schema once; callers keep the function. */
export function compileSchema(ajv: Ajv2020, schema: TSchema): Validator {
  return ajv.compile(schema);
}
