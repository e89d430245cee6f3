/**
 * Units' prices that cannot be true (a "$0+" floor plan, "$12" for a condo), judged by the rules
 * of `@estate/normalize` where the units are read: a building card's "From $…" and its floor plans,
 * a building page's units. A flagged price keeps its words and loses its amount. A unit has
 * neither `field_status` nor `extensions` (the contract's Unit), so its building says which price
 * was withheld and why: `extensions.implausible["units.<unit id>.price"] = { rule, value }`, and
 * `"price_from"` for the card's own "From $…".
 */
import type { BuildingObserved, UnitObserved } from '@estate/events';
import { implausiblePrice, livingAreaSqm, withheldPrice, type Price, type PriceSubject } from '@estate/normalize';

/** `sale`, `rent`, or `either` when the page does not say which its prices are (a building page). */
export type UnitTransaction = PriceSubject['transaction'];

type Note = { rule: string; value: string | number };

/** The finding for one price, with the unit's floor area when it states one. */
function judge(price: PriceSubject['price'], transaction: UnitTransaction, property: UnitObserved['property']): Note | undefined {
  if (!price) return undefined;
  const subject = { country: 'US', transaction, property_type: property?.property_type, price, period: transaction === 'rent' ? 'month' : undefined };
  return implausiblePrice(subject, livingAreaSqm(property?.areas), property?.bedrooms);
}

/**
 * The units with their implausible prices withheld, and the building with a note of each (and
 * of its own "from" price). A building with nothing implausible comes back as it was.
 */
export function judgeUnits(building: BuildingObserved, units: readonly UnitObserved[], transaction: UnitTransaction): { building: BuildingObserved; units: UnitObserved[] } {
  const notes: Record<string, Note> = {};
  const judged = units.map((unit) => {
    const found = judge(unit.price, transaction, unit.property);
    if (!found || !unit.price) return unit;
    notes[`units.${unit.native_id}.price`] = found;
    return { ...unit, price: withheldPrice(unit.price) };
  });
  const extensions = building.extensions ?? {};
  const from = extensions['price_from'] as NonNullable<UnitObserved['price']> | undefined;
  const fromFound = judge(from, transaction, undefined);
  if (fromFound && from) notes['price_from'] = fromFound;
  if (Object.keys(notes).length === 0) return { building, units: judged };
  const withheldFrom = fromFound && from ? { price_from: withheldPrice(from) } : {};
  return { building: { ...building, extensions: { ...extensions, ...withheldFrom, implausible: notes } }, units: judged };
}

/**
 * A "from" price the page prints as the reader parsed it: kept when it has an amount, or when it
 * has none because its words state a value that cannot be true ("$0+"), so the rules can say so.
 */
export function keptFromPrice(price: Price, transaction: UnitTransaction): Price | undefined {
  if (price.amount !== undefined) return price;
  return judge(price, transaction, undefined) ? price : undefined;
}
