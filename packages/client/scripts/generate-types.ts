// Generates src/generated/openapi.ts, the client's types, from the contract's OpenAPI document:
// run by `build`, `typecheck` and `test`, so the client can never describe an older contract.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@estate/contract';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const target = join(dirname(fileURLToPath(import.meta.url)), '../src/generated/openapi.ts');

const nodes = await openapiTS(buildOpenApiDocument() as unknown as OpenAPI3, {
  // A request field with a default (limit, sort, transaction …) is one the caller may leave out;
  // openapi-typescript would otherwise type it as required.
  defaultNonNullable: false,
  silent: true,
});
const banner = '// Generated from the OpenAPI document of @estate/contract by scripts/generate-types.ts. Do not edit.\n\n';
await mkdir(dirname(target), { recursive: true });
// Written aside and renamed: turbo may run build and typecheck of this package at once.
const temporary = `${target}.${process.pid}.tmp`;
await writeFile(temporary, banner + astToString(nodes));
await rename(temporary, target);
