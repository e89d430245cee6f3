import type { EventOf, PropertyRecordObserved } from '@estate/events';
import { comparablesAreaKey, houseNumber, placeRecord, recordId, streetLinkKey, unitKey } from '@estate/normalize';
import { nullable, projection, type NoDocuments, type ProjectionSink } from './projection.js';

/** The record's headline amount: the price paid, the assessed total (else the market value or the tax), the estimate. */
function amountOf(d: PropertyRecordObserved): string | undefined {
  const v = d.values;
  switch (d.record_type) {
    case 'transaction':
      return v.price;
    case 'tax_assessment':
      return v.assessed_total ?? v.market_value ?? v.tax_amount;
    case 'valuation':
      return v.value;
    default:
      return undefined;
  }
}

/**
 * `property_record.observed`: one long-lived `property_records` row per record and release. The
 * property is derived from the record's own keys (`placeRecord`), so every record of one home
 * lands on one `prp_…` without a lookup, whatever order the streams deliver them in; a record
 * whose keys name no one home keeps `property_id` ''. A retraction is a row like any other,
 * flagged, which the reads leave out.
 */
export const propertyRecordProjection = projection({
  tables: ['propertyRecords'],
  project(event: EventOf<'property_record.observed'>, out: ProjectionSink<'propertyRecords', NoDocuments>) {
    const d = event.data;
    const k = d.keys;
    const placed = placeRecord(k);
    const street = k.gb?.street ?? k.address?.line1;
    const postal = k.gb?.postcode ?? k.address?.postal_code;
    const amount = amountOf(d);
    out.row('propertyRecords', {
      record_id: recordId(event.platform, d.dataset, d.native_id),
      property_id: placed?.propertyId ?? '',
      placement_method: placed?.method ?? '',
      platform: event.platform,
      dataset: d.dataset,
      native_id: d.native_id,
      record_type: d.record_type,
      retracted: d.retracted === true,
      event_at: d.event_at === undefined ? null : d.event_at.slice(0, 10),
      event_precision: d.event_precision ?? '',
      jurisdiction: d.jurisdiction ?? '',
      country: k.country,
      postal_code: postal ?? '',
      area_key: comparablesAreaKey({ country: k.country, postalCode: postal, jp: k.jp }) ?? '',
      street_link_key: streetLinkKey(k.country, postal, street, k.address?.city) ?? '',
      house_number: houseNumber(k.gb?.paon ?? k.address?.line1),
      unit: unitKey(k.gb?.saon ?? k.address?.unit),
      address_line1: k.address?.line1 ?? '',
      city: k.address?.city ?? k.gb?.town ?? '',
      latitude: nullable(k.geometry?.latitude),
      longitude: nullable(k.geometry?.longitude),
      property_type: d.values.property_type ?? '',
      living_area_sqm: nullable(d.values.living_area_sqm),
      currency: d.values.currency ?? '',
      amount: nullable(amount),
      market_sale: d.values.market_sale ?? d.record_type === 'transaction',
      listing_platform: k.listing?.platform ?? '',
      listing_native_id: k.listing?.native_id ?? '',
      record_keys: JSON.stringify(k),
      record_values: JSON.stringify(d.values),
      record_fields: JSON.stringify(d.fields),
      vintage: d.vintage,
      provider: event.provider,
      access_class: d.access_class,
      url: d.url ?? '',
      observed_at: event.observed_at,
      retrieved_at: nullable(d.retrieved_at),
      event_id: event.id,
    });
  },
});
