/**
 * idealista's new-build promotions ("obra nueva"), derived from the sample listings without
 * changing them. The generator draws no Spanish new build (Spanish years stop two years before
 * the as-of date), so a promotion is what an idealista new-build ad cannot contradict: flats
 * whose ad states no year of construction, grouped by street and town as a promotion groups its
 * units in one building. Each promotion's id, name, promotora, stage and delivery date are drawn
 * from a stable hash of that street, so every run renders the same promotion pages.
 */
import type { SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';
import { hidesPrice } from './render-choices.js';

const PLATFORM = 'idealista';

/** Fictional promotoras, one per promotion by hash. */
const PROMOTORAS = [
  'Promociones Mediterráneo Hábitat',
  'Grupo Inmobiliario Alcázar',
  'Urbania Desarrollos Residenciales',
  'Costa Viva Homes',
  'Promotora Ibérica del Sur',
  'Hábitat Levante Promociones',
  'Edificaciones Puerta Nueva',
  'Residencial Norte Gestión',
] as const;

/** A promotion's stage in idealista's words, and the DEVELOPMENT_STATUSES value the collector reads from it. */
export const PROMOTION_STAGES = {
  'Sobre plano': 'planned',
  'En construcción': 'under_construction',
  Terminada: 'completed',
  // A finished promotion with a few units left is shown as selling its last homes.
  'Últimas viviendas': 'selling',
} as const;
export type PromotionStage = keyof typeof PROMOTION_STAGES;

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;

export interface Promotion {
  /** idealista's promotion id, the digits of `/obra-nueva/<id>/`; a range no ad code uses. */
  id: string;
  name: string;
  promotora: string;
  stage: PromotionStage;
  /** "junio 2027", as the page's "Fecha de entrega" says it; `deliveryDate` is the month's last day. */
  deliveryText: string;
  deliveryDate: string;
  street: string;
  district?: string;
  city: string;
  province: string;
  /** Units the promotion has in all; at least those on sale. */
  totalUnits: number;
  /** Its units still advertised (not sold), by ad code: the typologies table's rows. */
  units: SampleListing[];
  /** Every unit of the promotion on idealista, sold ones too (their ads remain, inactive). */
  allUnits: SampleListing[];
  /** The lowest and highest price of the units on sale that show one. */
  priceFrom?: number;
  priceTo?: number;
}

/** "Calle de Emilio Baró, 141" → "Calle de Emilio Baró". */
export function streetOf(line1: string): string {
  return line1.trim().replace(/[,\s]+\d+[A-Za-z]?$/, '');
}

/** "Calle de Emilio Baró" → "Emilio Baró": the name a promotion takes from its street. */
function streetName(street: string): string {
  const bare = street.replace(/^(calle|carrer|avenida|avinguda|paseo|passeig|plaza|plaça|camino|ronda|travesía|rambla)\s+/i, '').replace(/^(de\s+la|de\s+los|de\s+las|del|de|d'|dels)\s+/i, '');
  return bare.length > 0 ? bare : street;
}

/** Whether a sample listing is shown on idealista as a unit of a promotion. */
export function isPromotionUnit(listing: SampleListing): boolean {
  return listing.platform === PLATFORM && listing.property_type === 'apartment' && listing.year_built === undefined;
}

function keyOf(listing: SampleListing): string {
  return `${listing.address.city}|${streetOf(listing.address.line1)}`;
}

function stageOf(key: string, unitsOnSale: number): PromotionStage {
  const stage = (['Sobre plano', 'En construcción', 'Terminada'] as const)[hashOf(key, 'stage') % 3] as PromotionStage;
  return stage === 'Terminada' && unitsOnSale <= 2 ? 'Últimas viviendas' : stage;
}

/** Delivery a year or two ahead of the latest ad for a promotion being built, the year before for a finished one. */
function deliveryOf(key: string, stage: PromotionStage, units: readonly SampleListing[]): { text: string; date: string } {
  const year = Math.max(...units.map((u) => new Date(u.updated_at).getUTCFullYear()));
  const offset = stage === 'Sobre plano' ? 2 : stage === 'En construcción' ? 1 : -1;
  const month = hashOf(key, 'delivery') % 12;
  const y = year + offset;
  const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  return { text: `${MONTHS[month]} ${y}`, date: `${y}-${String(month + 1).padStart(2, '0')}-${String(last).padStart(2, '0')}` };
}

/** The price a unit's ad shows, or undefined where it says "A consultar". */
export function shownPrice(listing: SampleListing): number | undefined {
  return hidesPrice(listing) ? undefined : listing.price;
}

/** Every promotion of the listings (idealista's among them), in the order its first unit appears. */
export function promotionsOf(listings: readonly SampleListing[]): Promotion[] {
  const groups = new Map<string, SampleListing[]>();
  for (const l of listings) if (isPromotionUnit(l)) groups.set(keyOf(l), [...(groups.get(keyOf(l)) ?? []), l]);
  const promotions: Promotion[] = [];
  for (const [key, all] of groups) {
    const units = all.filter((l) => l.status !== 'sold').sort((a, b) => a.native_id.localeCompare(b.native_id));
    // A promotion whose every unit is sold is no longer on idealista.
    if (units.length === 0) continue;
    const first = units[0] as SampleListing;
    const stage = stageOf(key, units.length);
    const delivery = deliveryOf(key, stage, all);
    const prices = units.map(shownPrice).filter((p): p is number => p !== undefined);
    const street = streetOf(first.address.line1);
    promotions.push({
      id: String(80_000_000 + (hashOf(key, 'promotion') % 9_000_000)),
      name: `Residencial ${streetName(street)}`,
      promotora: PROMOTORAS[hashOf(key, 'promotora') % PROMOTORAS.length] as string,
      stage,
      deliveryText: delivery.text,
      deliveryDate: delivery.date,
      street,
      ...(first.address.district ? { district: first.address.district } : {}),
      city: first.address.city,
      province: first.address.region,
      totalUnits: units.length + (hashOf(key, 'total') % 24),
      units,
      allUnits: all,
      ...(prices.length > 0 ? { priceFrom: Math.min(...prices), priceTo: Math.max(...prices) } : {}),
    });
  }
  return promotions;
}

/** The promotion each unit's ad belongs to, by ad code. */
export function promotionByUnit(promotions: readonly Promotion[]): ReadonlyMap<string, Promotion> {
  return new Map(promotions.flatMap((p) => p.allUnits.map((u) => [u.native_id, p] as const)));
}

/** The promotions of the idealista sample listings, with the figures their pages show: the ground truth of the promotion pages. */
export function idealistaPromotions(listings: readonly SampleListing[]): Promotion[] {
  return promotionsOf(listings.filter((l) => l.platform === PLATFORM));
}
