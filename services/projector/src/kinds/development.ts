import type { DevelopmentBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import type { StoredDevelopment } from '@estate/documents';
import { developmentId, listingId } from '@estate/normalize';
import { developmentSearchDocument, type SearchDocument } from '@estate/search';
import { sourceOf } from '../source-of.js';
import { contractGeometry } from './place-of.js';
import { nullable, projection, type ProjectionSink } from './projection.js';

type DevelopmentDocuments = { developments: StoredDevelopment; development_search: SearchDocument };

/**
 * `development.observed`: the development's row in `developments`, its Development document in
 * the `developments` bucket and its search fields in `development_search`. The listings it links
 * become listing ids by the listing documents' rule, so each finds its listing.
 */
export const developmentProjection = projection({
  tables: ['developments'],
  documents: ['developments', 'development_search'],
  project(event: EventOf<'development.observed'>, out: ProjectionSink<'developments', DevelopmentDocuments>) {
    const d = event.data;
    const id = developmentId(event.platform, d.native_id);
    const geometry = contractGeometry(d.geometry);
    const development: DevelopmentBody = {
      id,
      source: sourceOf(event),
      name: d.name,
      ...(d.developer !== undefined ? { developer: d.developer } : {}),
      ...(d.status !== undefined ? { status: d.status } : {}),
      ...(d.address !== undefined ? { address: d.address } : {}),
      ...(geometry !== undefined ? { geometry } : {}),
      ...(d.completion_date !== undefined ? { completion_date: d.completion_date } : {}),
      ...(d.unit_count !== undefined ? { unit_count: d.unit_count } : {}),
      ...(d.units_for_sale !== undefined ? { units_for_sale: d.units_for_sale } : {}),
      ...(d.price_from !== undefined ? { price_from: d.price_from } : {}),
      ...(d.price_to !== undefined ? { price_to: d.price_to } : {}),
      ...(d.phases?.length ? { phases: d.phases } : {}),
      ...(d.listing_native_ids?.length ? { listing_ids: d.listing_native_ids.map((native) => listingId(event.platform, native)) } : {}),
      ...(d.completion_text !== undefined || d.status_text !== undefined
        ? { extensions: { ...(d.completion_text !== undefined ? { completion_text: d.completion_text } : {}), ...(d.status_text !== undefined ? { status_text: d.status_text } : {}) } }
        : {}),
      ...(d.url !== undefined ? { url: d.url } : {}),
      observed_at: event.observed_at,
    };
    const version = { observed_at: event.observed_at, event_id: event.id };
    const place = { city: d.address?.city ?? '', region: d.address?.region ?? '', postal_code: d.address?.postal_code ?? '' };
    out.row('developments', {
      development_id: id,
      platform: event.platform,
      native_id: d.native_id,
      name: d.name,
      developer: d.developer ?? '',
      status: d.status ?? '',
      country: d.country,
      ...place,
      unit_count: nullable(d.unit_count),
      currency: d.price_from?.currency ?? d.price_to?.currency ?? '',
      price_from: nullable(d.price_from?.amount),
      price_to: nullable(d.price_to?.amount),
      completion_date: nullable(d.completion_date),
      document: JSON.stringify(development),
      ...version,
    });
    out.document('developments', id, { development, ...version });
    out.document(
      'development_search',
      id,
      developmentSearchDocument(version, {
        platform: event.platform,
        country: d.country,
        name: d.name,
        status: d.status ?? '',
        ...place,
        point: d.geometry === undefined ? null : { latitude: d.geometry.latitude, longitude: d.geometry.longitude },
        observed_at: Date.parse(event.observed_at),
      }),
    );
  },
});
