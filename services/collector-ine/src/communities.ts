import type { MarketPlace, SourceRegion } from '@estate/events';

/**
 * INE's codes of the autonomous communities and cities (CCAA, as INE numbers them) and the name
 * each goes by among the service's places: INE writes "Madrid, Comunidad de" and "Comunitat
 * Valenciana", the listings "Comunidad de Madrid" and "Comunidad Valenciana". Code 00 is the
 * nation.
 */
export const CCAA: Readonly<Record<string, string>> = {
  '01': 'Andalucía',
  '02': 'Aragón',
  '03': 'Asturias',
  '04': 'Illes Balears',
  '05': 'Canarias',
  '06': 'Cantabria',
  '07': 'Castilla y León',
  '08': 'Castilla-La Mancha',
  '09': 'Cataluña',
  '10': 'Comunidad Valenciana',
  '11': 'Extremadura',
  '12': 'Galicia',
  '13': 'Comunidad de Madrid',
  '14': 'Región de Murcia',
  '15': 'Navarra',
  '16': 'País Vasco',
  '17': 'La Rioja',
  '18': 'Ceuta',
  '19': 'Melilla',
};

/** The names INE itself gives the communities, where they differ from the service's. */
const INE_NAMES: Readonly<Record<string, string>> = {
  'asturias, principado de': '03',
  'balears, illes': '04',
  'castilla - la mancha': '08',
  'comunitat valenciana': '10',
  'madrid, comunidad de': '13',
  'murcia, región de': '14',
  'navarra, comunidad foral de': '15',
  'rioja, la': '17',
};

/** The CCAA code of a community named as INE or the service names it. */
export function communityCode(name: string): string | undefined {
  const key = name.normalize('NFC').trim().toLowerCase();
  return INE_NAMES[key] ?? Object.entries(CCAA).find(([, n]) => n.toLowerCase() === key)?.[0];
}

export function placeOf(code: string, inename: string): { place: MarketPlace; region: SourceRegion } | undefined {
  if (code === '00') return { place: { kind: 'country', country: 'ES', name: 'España' }, region: { scheme: 'ine_ccaa', code, name: inename, type: 'nacional' } };
  const region = CCAA[code];
  if (!region) return undefined;
  return { place: { kind: 'region', country: 'ES', region, name: region }, region: { scheme: 'ine_ccaa', code, name: inename, type: 'ccaa' } };
}
