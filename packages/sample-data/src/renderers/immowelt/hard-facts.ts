/** The `hardFacts` block immowelt shows on a card and atop the exposé: title, key facts, price. */
import { immowelt } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { germanNumber, type ImmoweltPresentation } from './presentation.js';

function fact(type: string, split: string, label: string): immowelt.HardFact {
  return { type, value: `${split} ${label}`, splitValue: split, label };
}

/**
 * "2.474.300 €" with "4.651 €/m²" beside it (a sale); the amount with a decimal point in
 * `ariaLabel`. The exposé puts a no-break space before the euro sign, the cards a plain one.
 */
export function salePrice(listing: SampleListing, shown: ImmoweltPresentation, detail: boolean): immowelt.HardFactsPrice {
  const value = `${germanNumber(listing.price)}${detail ? '\u00a0' : ' '}€`;
  const perSqm = shown.livingSpace > 0 ? `${germanNumber(Math.round(listing.price / shown.livingSpace))} €/m²` : undefined;
  return {
    value,
    formatted: value,
    ...(perSqm === undefined ? {} : { additionalInformation: perSqm, addition: { value: perSqm } }),
    ariaLabel: `${listing.price} €`,
  };
}

/** "reserviert", "verkauft" after the title, for a home no longer free. */
function statusAdditions(listing: SampleListing): string[] {
  if (listing.status === 'sold') return [immowelt.STATUS_ADDITIONS.sold];
  if (listing.status === 'under_offer' || listing.status === 'pending') return [immowelt.STATUS_ADDITIONS.reserved];
  return [];
}

export function hardFacts(listing: SampleListing, shown: ImmoweltPresentation, detail: boolean): immowelt.HardFacts {
  const facts: immowelt.HardFact[] = [];
  const rooms = listing.rooms ?? listing.bedrooms + 1;
  facts.push(fact(immowelt.FACT_TYPES.rooms, germanNumber(rooms, 1), 'Zimmer'));
  facts.push(fact(immowelt.FACT_TYPES.livingSpace, germanNumber(shown.livingSpace, 1), 'm²'));
  if (listing.plot_area_sqm !== undefined) facts.push(fact(immowelt.FACT_TYPES.plotSpace, germanNumber(Math.round(listing.plot_area_sqm)), 'm² Grundstück'));
  // The exposé names the storey of a flat ("1. Geschoss"); the card leaves it out.
  if (detail && shown.estate === 'apartment' && listing.floor !== undefined) {
    // "1. Geschoss" [V]; the ground floor's wording is not on a saved page: "Erdgeschoss" [M].
    facts.push(listing.floor > 0 ? fact(immowelt.FACT_TYPES.floor, `${listing.floor}.`, 'Geschoss') : { type: immowelt.FACT_TYPES.floor, value: 'Erdgeschoss', splitValue: 'Erdgeschoss', label: '' });
  }
  const additions = statusAdditions(listing);
  return {
    title: `${shown.estateWord} ${immowelt.TITLE_SUFFIX.buy}`,
    ...(additions.length > 0 ? { titleAdditions: additions } : {}),
    keyfacts: facts.filter((f) => f.type !== immowelt.FACT_TYPES.floor).map((f) => f.value),
    facts,
    price: salePrice(listing, shown, detail),
  };
}
