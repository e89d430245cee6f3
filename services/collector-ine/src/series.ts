import { isFields, looseText, type Fields } from '@estate/collector-kit';
import { communityCode } from './communities.js';

/** What one INE series is about, from its `MetaData` (tip=AM), else from its `Nombre`. */
export interface SeriesMeta {
  /** CCAA code, `00` for the nation. */
  community: { code: string; name: string };
  /** `General`, `Vivienda nueva`, `Vivienda segunda mano`. */
  housing: string;
  /** `Índice`, `Variación trimestral`, `Variación anual`, `Variación en lo que va de año`. */
  measure: string;
}

/** INE's housing split → the segment, named as the UK HPI's (new build, existing). */
export const SEGMENTS: Readonly<Record<string, string>> = {
  general: 'all',
  'vivienda nueva': 'new_build',
  'vivienda segunda mano': 'existing',
  'vivienda de segunda mano': 'existing',
};

const fold = (text: string): string => text.normalize('NFC').trim().toLowerCase();

/** The national total is written "Total Nacional" or "Nacional". */
const isNational = (name: string) => /^(total )?nacional$/.test(fold(name));

export function seriesMeta(series: Fields): SeriesMeta | undefined {
  const meta = Array.isArray(series['MetaData']) ? series['MetaData'].filter(isFields) : [];
  let community: SeriesMeta['community'] | undefined;
  let housing: string | undefined;
  let measure: string | undefined;
  for (const entry of meta) {
    const variable = isFields(entry['Variable']) ? entry['Variable'] : {};
    const variableName = fold(looseText(variable['Nombre']) ?? '');
    const name = looseText(entry['Nombre']) ?? '';
    const code = looseText(entry['Codigo']) ?? '';
    if (looseText(variable['Codigo']) === 'CCAA' || variableName.startsWith('comunidades')) community = { code: code.padStart(2, '0'), name };
    else if (isNational(name) || isNational(variableName)) community = { code: '00', name };
    else if (variableName === 'tipo de dato') measure = name;
    else if (variableName.includes('vivienda')) housing = name;
  }
  // Without metadata (tip=A), the name says it: "Madrid, Comunidad de. General. Índice."
  const parts = (looseText(series['Nombre']) ?? '').split('. ').map((p) => p.replace(/\.\s*$/, '').trim()).filter((p) => p !== '');
  if (!community && parts[0]) {
    const code = isNational(parts[0]) ? '00' : communityCode(parts[0]);
    if (code) community = { code, name: parts[0] };
  }
  housing ??= parts[1];
  measure ??= parts[2];
  return community && housing && measure ? { community, housing, measure } : undefined;
}
