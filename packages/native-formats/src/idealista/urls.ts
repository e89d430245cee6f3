/** Where idealista's pages live. */

export const ORIGIN = 'https://www.idealista.com';

/** A new-build promotion's page: `https://www.idealista.com/obra-nueva/<id>/`. */
export function promotionUrl(id: string): string {
  return `${ORIGIN}/obra-nueva/${id}/`;
}

/** "Palma", "Illes Balears" → "palma-illes-balears": idealista's location slug (`/obra-nueva/madrid-madrid/`). */
export function placeSlug(...names: string[]): string {
  return names
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A town's new-build search, which lists its promotions: `/obra-nueva/<municipio>-<provincia>/`. */
export function promotionSearchUrl(municipality: string, province: string): string {
  return `${ORIGIN}/obra-nueva/${placeSlug(municipality, province)}/`;
}
