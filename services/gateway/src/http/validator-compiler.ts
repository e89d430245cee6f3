import { createAjv } from '@estate/contract';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are JSON and validated as sent: no type coercion, no stripping of unknown fields (the
 * schemas reject them). Path and query values arrive as text, so they may coerce to numbers.
 */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodies = createAjv({ useDefaults: true });
  const text = createAjv({ useDefaults: true, coerceTypes: true });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodies : text;
    return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
