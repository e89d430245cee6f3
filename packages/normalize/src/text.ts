/**
 * Folding applied before any pattern matching. Callers keep the raw input for
 * `original_text` / `display_text`; only the folded copy is parsed.
 */

// Grouping spaces (no-break, narrow no-break, thin, figure, typographic apostrophe) become a
// plain apostrophe before NFKC turns them into ordinary spaces. An ordinary space is never
// treated as a thousands separator, so "Call 020 7946 0000" cannot become an amount.
const GROUPING_SPACE = /(?<=\d)[\u00a0\u202f\u2009\u2007\u2019](?=\d{3})/g;

/** NFKC (full-width digits and letters, ㎡, ￥), one dash, one tilde, single spaces. */
export function fold(text: string): string {
  return text
    .replace(GROUPING_SPACE, "'")
    // NFKC would turn "3½" into "31⁄2", which reads as thirty-one.
    .replace(/(\d)\s*½/g, '$1.5')
    .normalize('NFKC')
    .replace(/[\u301c\u2053\u223c~]/g, '~')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whitespace collapsed and trimmed; undefined for blank input. */
export function clean(text: string | undefined | null, form: 'NFC' | 'NFKC' = 'NFC'): string | undefined {
  if (text === undefined || text === null) return undefined;
  const out = String(text).normalize(form).replace(/\s+/g, ' ').trim();
  return out === '' ? undefined : out;
}

/**
 * A regular expression for whole words: alternatives may not be glued to letters or digits
 * on either side. JavaScript's `\b` only knows ASCII, which breaks on "año" or "jährlich".
 */
export function words(...alternatives: string[]): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\d])(?:${alternatives.join('|')})(?![\p{L}\d])`, 'iu');
}
