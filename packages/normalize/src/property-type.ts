/**
 * Each platform's property-type terms → the contract's PROPERTY_TYPES, whose members and
 * meanings live in `@estate/contract`. The tables here only decide which member a term is. The
 * source's term is kept beside the mapped type, so nothing the source said is lost to the
 * coarser vocabulary: a penthouse is `apartment` with `original` "Penthouse". A term the
 * tables cannot place is `unknown`, not `other`: `other` claims the type is known and unusual.
 */
import type { PropertyType } from '@estate/contract/vocabulary';

const FLAT_TYPES: ReadonlySet<string> = new Set<PropertyType>(['apartment', 'condo', 'co_op']);

/** Whether a dwelling of this type is a flat in a building of several (a house is a building of its own). */
export function isFlatType(type: string | null | undefined): boolean {
  return type !== null && type !== undefined && FLAT_TYPES.has(type);
}

export interface PropertyTypeResult {
  property_type: PropertyType;
  /** The source's term, unchanged. */
  original: string;
}

/** Lower case, no accents (ä → a, ß → ss), no spaces, hyphens or underscores; CJK untouched. */
function key(term: string): string {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    // Only Latin accents: NFD also splits the dakuten off パ, and ハ is another sound.
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

type Table = Readonly<Record<string, PropertyType>>;

/** Tables are written readably; lookups go through the same folding as the input. */
function table(entries: Record<string, PropertyType>): Table {
  return Object.fromEntries(Object.entries(entries).map(([k, v]) => [key(k), v]));
}

// Exact terms per platform: where a word means different things on different platforms
// (a US "duplex" is a two-unit building, an idealista "duplex" a two-storey flat).
const PLATFORM_TERMS: Readonly<Record<string, Table>> = {
  zillow: table({
    singlefamily: 'house', condo: 'condo', condominium: 'condo', townhouse: 'townhouse', townhome: 'townhouse',
    multifamily: 'multi_family', duplex: 'multi_family', triplex: 'multi_family', fourplex: 'multi_family',
    lot: 'land', lotland: 'land', land: 'land', apartment: 'apartment', manufactured: 'manufactured',
    mobile: 'manufactured', coop: 'co_op', cooperative: 'co_op', hometypeunknown: 'unknown',
  }),
  idealista: table({
    flat: 'apartment', piso: 'apartment', apartment: 'apartment', apartamento: 'apartment', chalet: 'house',
    duplex: 'apartment', penthouse: 'apartment', atico: 'apartment', studio: 'apartment', estudio: 'apartment',
    loft: 'apartment', countryhouse: 'house', casarural: 'house', casadecampo: 'house', finca: 'house',
    masia: 'house', cortijo: 'house', independanthouse: 'house', independenthouse: 'house',
    semidetachedhouse: 'semi_detached', terracedhouse: 'townhouse', chaletpareado: 'semi_detached',
    chaletadosado: 'townhouse', chaletindependiente: 'house', garage: 'parking', garaje: 'parking',
    premises: 'commercial', local: 'commercial', office: 'commercial', oficina: 'commercial',
    storageroom: 'other', trastero: 'other', land: 'land', terreno: 'land', building: 'multi_family',
    edificio: 'multi_family', room: 'room', habitacion: 'room',
  }),
};

// Terms any platform may use (Rightmove, ImmoScout24, SUUMO, and the common ones above).
const COMMON_TERMS: Table = table({
  // Rightmove
  detached: 'house', detachedhouse: 'house', linkdetachedhouse: 'house', bungalow: 'house',
  detachedbungalow: 'house', semidetachedbungalow: 'semi_detached', cottage: 'house', farmhouse: 'house',
  villa: 'house', house: 'house', lodge: 'house', characterproperty: 'house',
  semidetached: 'semi_detached', semidetachedhouse: 'semi_detached', semi: 'semi_detached',
  terraced: 'townhouse', terracedhouse: 'townhouse', endofterrace: 'townhouse', midterrace: 'townhouse',
  endterrace: 'townhouse', terracedbungalow: 'townhouse', townhouse: 'townhouse', mews: 'townhouse',
  flat: 'apartment', apartment: 'apartment', maisonette: 'apartment', penthouse: 'apartment', studio: 'apartment',
  groundflat: 'apartment', groundmaisonette: 'apartment', duplex: 'apartment', triplex: 'apartment',
  servicedapartment: 'apartment', retirementproperty: 'apartment',
  blockofapartments: 'multi_family', houseofmultipleoccupation: 'multi_family', hmo: 'multi_family',
  land: 'land', plot: 'land', farmland: 'land', parkhome: 'manufactured', mobilehome: 'manufactured',
  caravan: 'manufactured', garage: 'parking', garages: 'parking', parking: 'parking', commercialproperty: 'commercial',
  barnconversion: 'other', houseboat: 'other', castle: 'other', equestrianfacility: 'other', chalet: 'house',
  // ImmoScout24 (German labels and API enums)
  wohnung: 'apartment', etagenwohnung: 'apartment', dachgeschoss: 'apartment', dachgeschosswohnung: 'apartment',
  maisonettewohnung: 'apartment', erdgeschosswohnung: 'apartment', hochparterre: 'apartment', souterrain: 'apartment',
  terrassenwohnung: 'apartment', loft: 'apartment', apartmentbuy: 'apartment', apartmentrent: 'apartment',
  roofstorey: 'apartment', groundfloor: 'apartment', raisedgroundfloor: 'apartment', halfbasement: 'apartment',
  terracedflat: 'apartment', eigentumswohnung: 'apartment', einfamilienhaus: 'house', freistehendeseinfamilienhaus: 'house',
  singlefamilyhouse: 'house', bauernhaus: 'house', landhaus: 'house', doppelhaushalfte: 'semi_detached',
  doppelhaushaelfte: 'semi_detached', doppelhaus: 'semi_detached',
  reihenhaus: 'townhouse', reihenmittelhaus: 'townhouse', reiheneckhaus: 'townhouse', reihenendhaus: 'townhouse',
  terracehouse: 'townhouse', midterracehouse: 'townhouse', endterracehouse: 'townhouse', zweifamilienhaus: 'multi_family',
  mehrfamilienhaus: 'multi_family', multifamilyhouse: 'multi_family', grundstuck: 'land', grundstueck: 'land',
  baugrundstuck: 'land', livingbuysite: 'land', housebuy: 'house', houserent: 'house', buro: 'commercial',
  bueroundpraxis: 'commercial', gewerbe: 'commercial', garagestellplatz: 'parking', stellplatz: 'parking',
  tiefgaragenstellplatz: 'parking', burg: 'other', schloss: 'other',
  // SUUMO
  中古マンション: 'apartment', 新築マンション: 'apartment', 分譲マンション: 'apartment', 賃貸マンション: 'apartment',
  マンション: 'apartment', アパート: 'apartment', 賃貸アパート: 'apartment', 中古一戸建て: 'house',
  新築一戸建て: 'house', 一戸建て: 'house', 中古一戸建: 'house', 新築一戸建: 'house', 一戸建: 'house',
  戸建て: 'house', 戸建: 'house', 賃貸一戸建て: 'house', テラスハウス: 'townhouse', タウンハウス: 'townhouse',
  土地: 'land', 売地: 'land', 一棟マンション: 'multi_family', 一棟アパート: 'multi_family', 一棟売りマンション: 'multi_family',
  一棟売りアパート: 'multi_family', 店舗: 'commercial', 事務所: 'commercial', 駐車場: 'parking',
});

// Word pieces for terms the tables miss ("Freistehendes Einfamilienhaus mit Garten", "3 bedroom
// semi-detached house"). Checked in order: the more specific pieces come first.
const KEYWORDS: ReadonlyArray<readonly [PropertyType, RegExp]> = [
  ['multi_family', /mehrfamilien|zweifamilien|multifamily|blockof|一棟|apartmentbuilding|edificio/u],
  ['semi_detached', /semidetached|doppelhaus|pareado|semi(?=house|bungalow)/u],
  ['townhouse', /terrace|reihen|adosado|townhouse|townhome|rowhouse|テラス|タウンハウス/u],
  ['manufactured', /manufactured|mobilehome|parkhome|prefab/u],
  ['parking', /garage|garaje|stellplatz|parking|駐車/u],
  ['land', /grundst|^land|land$|terreno|solar$|parcela|plot|土地|売地/u],
  ['commercial', /commercial|gewerbe|buro|office|oficina|local(?:comercial)?$|retail|shop|店舗|事務所|industrial/u],
  ['apartment', /wohnung|apartment|apartamento|flat|piso|penthouse|maisonette|studio|atico|duplex|loft|マンション|アパート/u],
  ['house', /haus|house|chalet|villa|bungalow|cottage|casa|一戸建|戸建/u],
];

/**
 * Maps a platform's property-type term onto the vocabulary. `platform` ("zillow",
 * "rightmove", "idealista", "immoscout24", "suumo") resolves terms that differ by platform.
 * Unknown terms give `unknown`; the original is always returned unchanged.
 */
export function normalizePropertyType(term: string, platform?: string): PropertyTypeResult {
  const original = typeof term === 'string' ? term : String(term ?? '');
  const k = key(original);
  if (k === '') return { property_type: 'unknown', original };
  const platformTable = platform ? PLATFORM_TERMS[platform.trim().toLowerCase()] : undefined;
  const exact =
    platformTable?.[k] ?? COMMON_TERMS[k] ?? PLATFORM_TERMS['zillow']?.[k] ?? PLATFORM_TERMS['idealista']?.[k];
  if (exact) return { property_type: exact, original };
  for (const [type, pattern] of KEYWORDS) if (pattern.test(k)) return { property_type: type, original };
  return { property_type: 'unknown', original };
}
