// Prints the OpenAPI 3.1 document built from the contract schemas: `pnpm openapi > openapi.json`.
import { buildOpenApiDocument } from '../openapi.js';

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
