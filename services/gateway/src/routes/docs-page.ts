import type { OpenApiDocument } from '@estate/contract';

const escape = (text: unknown): string =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

type Obj = Record<string, unknown>;
const asObj = (v: unknown): Obj => (v !== null && typeof v === 'object' ? (v as Obj) : {});

function schemaLabel(schema: unknown): string {
  const s = asObj(schema);
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() as string;
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  }
  if (s.type === 'array') return `array of ${schemaLabel(s.items)}`;
  if (Array.isArray(s.enum)) return `${escape(s.type ?? 'value')}: ${s.enum.map((v) => `<code>${escape(v)}</code>`).join(' | ')}`;
  if (Array.isArray(s.oneOf)) return s.oneOf.map(schemaLabel).join(' | ');
  if (Array.isArray(s.anyOf)) return s.anyOf.map(schemaLabel).join(' | ');
  const bounds = [s.minimum !== undefined ? `≥ ${escape(s.minimum)}` : '', s.maximum !== undefined ? `≤ ${escape(s.maximum)}` : '', s.minLength !== undefined ? `length ≥ ${escape(s.minLength)}` : '']
    .filter(Boolean)
    .join(', ');
  const format = typeof s.format === 'string' ? ` (${escape(s.format)})` : '';
  return `${escape(s.type ?? 'object')}${format}${bounds ? ` ${bounds}` : ''}`;
}

function propertyTable(schema: Obj): string {
  const properties = asObj(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const rows = Object.entries(properties).map(([name, prop]) => {
    const p = asObj(prop);
    return `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${schemaLabel(p)}</td><td>${escape(p.description ?? '')}</td></tr>`;
  });
  return rows.length ? `<table><tr><th>field</th><th>type</th><th>notes</th></tr>${rows.join('')}</table>` : '';
}

/** A self-contained HTML reference rendered from the OpenAPI document: no scripts, no CDN. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const info = asObj(doc.info);
  const paths = asObj(doc.paths);
  const operations: string[] = [];
  const toc: string[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(asObj(methods))) {
      const op = asObj(raw);
      const id = String(op.operationId);
      toc.push(`<li><a href="#op-${escape(id)}"><code>${escape(method.toUpperCase())}</code> ${escape(path)}</a> ${escape(id)}</li>`);
      const params = (Array.isArray(op.parameters) ? op.parameters : []).map(asObj);
      const paramRows = params
        .map((p) => `<tr><td><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})</td><td>${schemaLabel(p.schema)}</td><td>${escape(p.description ?? '')}</td></tr>`)
        .join('');
      const body = asObj(asObj(asObj(asObj(op.requestBody).content)['application/json']).schema);
      const ok = asObj(asObj(asObj(asObj(asObj(op.responses)['200']).content)['application/json']).schema);
      const data = asObj(asObj(ok.properties).data);
      const statuses = Object.keys(asObj(op.responses)).filter((s) => s !== '200' && s !== 'default');
      operations.push(`<section id="op-${escape(id)}"><h3><code class="m">${escape(method.toUpperCase())}</code> <code>${escape(path)}</code></h3>
<p><b>${escape(id)}</b>: ${escape(op.summary)}. ${escape(op.description)}</p>
${paramRows ? `<table><tr><th>parameter</th><th>type</th><th>notes</th></tr>${paramRows}</table>` : ''}
${Object.keys(body).length ? `<p>Body: ${schemaLabel(body)}</p>` : ''}
<p>200: <code>{ data: </code>${schemaLabel(data)}<code>, meta: </code><a href="#schema-Meta">Meta</a><code> }</code>. Errors: ${statuses.map((s) => `<code>${escape(s)}</code>`).join(' ')} in the <a href="#schema-ErrorEnvelope">error envelope</a>.</p></section>`);
    }
  }
  const schemas = Object.entries(asObj(asObj(doc.components).schemas)).map(
    ([name, schema]) =>
      `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><p>${escape(asObj(schema).description ?? '')}</p>${propertyTable(asObj(schema)) || `<p>${schemaLabel(schema)}</p>`}</section>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(info.title)} ${escape(info.version)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;color:#1d2433}
table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}td,th{border:1px solid #d8dde6;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f5f9}code{background:#f3f5f9;padding:0 .2rem;border-radius:3px}.m{background:#1d4ed8;color:#fff}.req{color:#b91c1c;font-size:.8em}
section{border-top:1px solid #e5e7eb;padding-top:.5rem}pre{white-space:pre-wrap}</style></head><body>
<h1>${escape(info.title)} <small>${escape(info.version)}</small></h1>
<pre>${escape(info.description)}</pre>
<p>Machine-readable document: <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1). Authentication: header <code>x-api-key</code>.</p>
<h2>Operations</h2><ul>${toc.join('')}</ul>${operations.join('\n')}
<h2>Schemas</h2>${schemas.join('\n')}</body></html>`;
}
