/**
 * NYC ACRIS (Automated City Register Information System) as NYC Open Data exports it: one CSV
 * per table, a header of the columns' display names, dates `MM/DD/YYYY`, joined on
 * `DOCUMENT ID` (sources.md §1.3). Real Property Master (bnx9-e6tj) holds one row per recorded
 * document, Real Property Legals (8h5j-fqxa) one row per lot the document concerns.
 */

/** The export file of each table, as the portal names its CSV download. */
export const MASTER_FILE = 'ACRIS_-_Real_Property_Master.csv';
export const LEGALS_FILE = 'ACRIS_-_Real_Property_Legals.csv';

export const MASTER_COLUMNS = [
  'DOCUMENT ID', 'RECORD TYPE', 'CRFN', 'BOROUGH', 'DOC. TYPE', 'DOC. DATE', 'DOC. AMOUNT', 'RECORDED / FILED',
  'MODIFIED DATE', 'REEL YEAR', 'REEL NBR', 'REEL PAGE', '% TRANSFERRED', 'GOOD THROUGH DATE',
] as const;

export const LEGALS_COLUMNS = [
  'DOCUMENT ID', 'RECORD TYPE', 'BOROUGH', 'BLOCK', 'LOT', 'EASEMENT', 'PARTIAL LOT', 'AIR RIGHTS', 'SUBTERRANEAN RIGHTS',
  'PROPERTY TYPE', 'STREET NUMBER', 'STREET NAME', 'UNIT', 'GOOD THROUGH DATE',
] as const;

export type MasterRow = Record<(typeof MASTER_COLUMNS)[number], string>;
export type LegalsRow = Record<(typeof LEGALS_COLUMNS)[number], string>;

/** Document types that convey title (a sale or a transfer); mortgages, satisfactions and the rest do not. */
export const DEED_DOC_TYPES: ReadonlySet<string> = new Set(['DEED', 'DEEDO', 'DEED, LE', 'CORRD', 'DEED, TS']);

/** The ACRIS property type codes of homes: the code's meaning, as the ACRIS control tables name it. */
export const PROPERTY_TYPES: Readonly<Record<string, string>> = {
  D1: 'DWELLING ONLY - 1 FAMILY',
  D2: 'DWELLING ONLY - 2 FAMILY',
  D3: 'DWELLING ONLY - 3 FAMILY',
  D4: 'DWELLING ONLY - 4 FAMILY',
  SC: 'SINGLE RESIDENTIAL CONDO UNIT',
  SP: 'SINGLE RESIDENTIAL COOP UNIT',
};

/** `MM/DD/YYYY` as the export writes a date. */
export function exportDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}
