/**
 * The few pieces of exposé markup the parser reads, and the escaping the renderer needs to
 * write them. The exposé's markup is stable around its `is24qa-*` classes (ImmoScout's own
 * test hooks), so they are found by class rather than by position.
 */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe inside a <script>: "</script>" in a string would end the script early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function textOf(inner: string): string {
  return decodeEntities(inner.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
}

/** Collapses the layout whitespace markup carries; line breaks inside texts stay. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text of the first `tag` element carrying `class` among its classes. */
export function textByClass(html: string, tag: string, className: string): string | undefined {
  const pattern = new RegExp(
    `<${tag}\\b[^>]*\\bclass="(?:[^"]*\\s)?${className.replace(/[-]/g, '\\-')}(?:\\s[^"]*)?"[^>]*>([\\s\\S]*?)</${tag}>`,
    'i',
  );
  const inner = pattern.exec(html)?.[1];
  if (inner === undefined) return undefined;
  const text = tidy(textOf(inner));
  return text === '' ? undefined : text;
}

/** The text of the element with the given id. */
export function textById(html: string, tag: string, id: string): string | undefined {
  const inner = new RegExp(`<${tag}\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</${tag}>`, 'i').exec(html)?.[1];
  if (inner === undefined) return undefined;
  const text = tidy(textOf(inner));
  return text === '' ? undefined : text;
}
