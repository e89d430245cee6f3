/**
 * The name rule of agent, agency and location searches: a name matches when, folded the same
 * way, it contains the query (case, accents, width and runs of spaces ignored). A contains rule
 * rather than a word rule because Japanese names (株式会社…) have no spaces to split on, and a
 * typeahead query is usually the start of a word ("Manch" → Manchester).
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

/** Whether `name` matches `query` by the rule above; a blank query matches nothing. */
export function nameMatches(name: string, query: string): boolean {
  const folded = foldName(query);
  return folded.length > 0 && foldName(name).includes(folded);
}
