/** Where ImmobilienScout24's pages live. */

export const ORIGIN = 'https://www.immobilienscout24.de';

/** An exposé's canonical page: the id is all it needs. */
export function exposeUrl(id: string): string {
  return `${ORIGIN}/expose/${id}`;
}
