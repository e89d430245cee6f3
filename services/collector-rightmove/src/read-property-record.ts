/**
 * What a rightmove property page says of the home beside the listing (sources.md §2.3): its
 * `tenure` (`tenureType`, `yearsRemainingOnLease`) and `livingCosts` (`councilTaxBand`,
 * `annualServiceCharge` …) → one `property_record` observation, the two objects verbatim in
 * `fields`. Rightmove never shows the house number, so the record is keyed by the listing it
 * comes from (and its address); the property reads find it through that listing. A page that
 * states neither says nothing and yields nothing.
 */
import { at, fields, text, type ParseContext } from '@estate/collector-kit';
import { observation, type ListingObserved, type Observation, type PropertyRecordValues } from '@estate/events';

const TENURES: Readonly<Record<string, NonNullable<PropertyRecordValues['tenure']>>> = {
  FREEHOLD: 'freehold',
  LEASEHOLD: 'leasehold',
  COMMONHOLD: 'commonhold',
  SHARE_OF_FREEHOLD: 'share_of_freehold',
};

export function propertyRecordOf(model: unknown, listing: ListingObserved, context: ParseContext): Observation[] {
  const pd = fields(at(model, 'propertyData'));
  const tenure = fields(pd?.['tenure']);
  const costs = fields(pd?.['livingCosts']);
  const tenureType = text(tenure?.['tenureType']);
  const band = text(costs?.['councilTaxBand']);
  if (tenureType === undefined && band === undefined) return [];
  const home = listing.property;
  return [
    observation('property_record', {
      native_id: `${listing.native_id}|tenure_and_living_costs`,
      dataset: 'rightmove_page_model',
      record_type: 'property_record',
      event_at: context.observedAt.slice(0, 10),
      event_precision: 'day',
      keys: {
        country: listing.country,
        ...(home.address ? { address: home.address } : {}),
        ...(home.geometry ? { geometry: home.geometry } : {}),
        listing: { platform: 'rightmove', native_id: listing.native_id },
      },
      values: {
        ...(tenureType && TENURES[tenureType] ? { tenure: TENURES[tenureType] } : {}),
        ...(band ? { council_tax_band: band } : {}),
        ...(home.property_type ? { property_type: home.property_type } : {}),
      },
      fields: { ...(tenure ? { tenure } : {}), ...(costs ? { livingCosts: costs } : {}) },
      vintage: context.observedAt.slice(0, 10),
      access_class: listing.access_class,
      ...(listing.url ? { url: listing.url } : {}),
      retrieved_at: context.retrievedAt,
    }),
  ];
}
