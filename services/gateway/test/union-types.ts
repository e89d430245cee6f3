// The discriminated unions of an OpenAPI document as a client generator sees them: where each one
// stands, and whether openapi-typescript's types for it accept exactly what the server accepts.
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';

type Node = { [key: string]: unknown };

export interface DiscriminatedUnion {
  /** Where it stands: a component (`LocationFilter`) or a component's property (`AgencySearchRequest.location`). */
  label: string;
  /** The component holding it and, for a property, the property's name. */
  component: string;
  property?: string;
  /** Its type in the generated module. */
  typeExpression: string;
  propertyName: string;
  /** Tag → component of the branch. */
  branches: Record<string, string>;
}

/** Every union with a discriminator under `components/schemas`, through object properties. */
export function discriminatedUnions(document: object): DiscriminatedUnion[] {
  const schemas = ((document as Node).components as Node).schemas as Record<string, Node>;
  const found: DiscriminatedUnion[] = [];
  const visit = (node: Node, typeExpression: string, component: string, property: string | undefined) => {
    const discriminator = node.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
    if (discriminator) {
      const branches = Object.fromEntries(Object.entries(discriminator.mapping ?? {}).map(([tag, ref]) => [tag, ref.split('/').pop() as string]));
      found.push({ label: property ? `${component}.${property}` : component, component, ...(property ? { property } : {}), typeExpression, propertyName: discriminator.propertyName, branches });
    }
    // Only a component's own properties: a union reached through a `$ref` is that component's.
    if (property === undefined) {
      for (const [name, child] of Object.entries((node.properties as Record<string, Node> | undefined) ?? {})) {
        visit(child, `NonNullable<${typeExpression}[${JSON.stringify(name)}]>`, component, name);
      }
    }
  };
  for (const [name, schema] of Object.entries(schemas)) visit(schema, `components["schemas"][${JSON.stringify(name)}]`, name, undefined);
  return found;
}

/** The client types openapi-typescript generates from `document`, as packages/client does. */
export async function generatedTypes(document: object): Promise<string> {
  return astToString(await openapiTS(document as OpenAPI3, { defaultNonNullable: false, silent: true }));
}

/**
 * Type-checks `source` (which imports `components` from `./generated`) against the generated
 * types, in memory, and returns the diagnostics' messages.
 */
export function typeCheck(generated: string, source: string): string[] {
  const files = new Map([
    ['/virtual/generated.ts', generated],
    ['/virtual/check.ts', source],
  ]);
  // The ES5 library holds every type the generated module uses (Record, NonNullable, …); the
  // default for the target (ES2022 and the DOM) made this check seconds of parsing .d.ts files.
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [], lib: ['lib.es5.d.ts'], skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) => {
    const text = files.get(name);
    return text === undefined ? getSourceFile.call(host, name, language, ...rest) : ts.createSourceFile(name, text, language);
  };
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.directoryExists = (name) => name === '/virtual' || ts.sys.directoryExists(name);
  host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
  const program = ts.createProgram(['/virtual/check.ts'], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ''}:${d.start ?? 0} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}
