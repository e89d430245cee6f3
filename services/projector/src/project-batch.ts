import type { ListingBody } from '@estate/contract';
import type { AnyEvent, EventOf, SourceHistoryPoint } from '@estate/events';
import { listingId } from '@estate/normalize';
import type { ListingInsertRow, ListingMediaInsertRow, ListingObservationInsertRow, SourceRunInsertRow } from '@estate/store';
import { listingDocument, livingAreaSqm, pricePerSqm } from './listing-document.js';
import type { PropertyMatcher } from './property-matcher.js';
import { compareVersions } from './version.js';

/** The latest document of a listing in a batch, with what orders it against others. */
export interface ListingProjection {
  document: ListingBody;
  observed_at: string;
  event_id: string;
  /** The price history the source showed with this observation. */
  source_history?: SourceHistoryPoint[];
}

/** What one batch of events writes: rows per table and the newest document per listing. */
export interface BatchProjection {
  listings: ListingInsertRow[];
  observations: ListingObservationInsertRow[];
  media: ListingMediaInsertRow[];
  sourceRuns: SourceRunInsertRow[];
  latest: Map<string, ListingProjection>;
  /** Events of kinds this projector does not project (yet); acked, counted. */
  skipped: number;
}

const nullable = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** What the batch needs of the matcher: the property of each listing, in stream order. */
export type PropertyAssigner = Pick<PropertyMatcher, 'assign'>;

function listingRows(event: EventOf<'listing.observed'>, out: BatchProjection, matcher: PropertyAssigner): void {
  const document = listingDocument(event);
  const assignment = matcher.assign(document, { observed_at: event.observed_at, event_id: event.id });
  // The document is this call's own object: it takes the property it was assigned to.
  document.property.id = assignment.propertyId;
  const p = document.property;
  const area = livingAreaSqm(document);
  const amount = document.price?.amount;
  const perSqm = pricePerSqm(amount, area);
  const common = {
    listing_id: document.id,
    platform: event.platform,
    native_id: document.native_id,
    country: event.data.country,
    city: p.address?.city ?? '',
    region: p.address?.region ?? '',
    transaction: document.transaction,
    status: document.status,
    property_type: p.property_type ?? '',
    price_amount: nullable(amount),
    currency: document.price?.currency ?? '',
    price_per_sqm: nullable(perSqm),
    area_sqm: nullable(area),
    bedrooms: nullable(p.bedrooms),
    observed_at: event.observed_at,
    source_updated_at: nullable(document.source_updated_at),
    event_id: event.id,
  };
  out.listings.push({
    ...common,
    postal_code: p.address?.postal_code ?? '',
    bathrooms: nullable(p.bathrooms),
    rooms: nullable(p.rooms),
    year_built: nullable(p.year_built),
    latitude: nullable(p.geometry?.latitude),
    longitude: nullable(p.geometry?.longitude),
    title: document.title ?? '',
    url: document.url ?? '',
    property_id: p.id,
    property_match_method: assignment.method,
    property_confidence: assignment.confidence,
    document: JSON.stringify(document),
  });
  out.observations.push({ ...common, run_id: event.collector.run_id });
  for (const [index, item] of (document.media ?? []).entries()) {
    out.media.push({
      listing_id: document.id,
      platform: event.platform,
      url: item.url,
      media_type: item.type,
      caption: item.caption ?? '',
      position: item.position ?? index,
      observed_at: event.observed_at,
      event_id: event.id,
    });
  }
  const candidate: ListingProjection = {
    document,
    observed_at: event.observed_at,
    event_id: event.id,
    ...(event.data.price_history?.length ? { source_history: event.data.price_history } : {}),
  };
  const current = out.latest.get(document.id);
  if (!current || compareVersions(current, candidate) < 0) out.latest.set(document.id, candidate);
}

function mediaRows(event: EventOf<'media.observed'>, out: BatchProjection): void {
  const id = listingId(event.platform, event.data.listing_native_id);
  for (const [index, item] of event.data.items.entries()) {
    out.media.push({
      listing_id: id,
      platform: event.platform,
      url: item.url,
      media_type: item.type,
      caption: item.caption ?? '',
      position: item.position ?? index,
      observed_at: event.observed_at,
      event_id: event.id,
    });
  }
}

function sourceRunRow(event: EventOf<'source_run.completed'>): SourceRunInsertRow {
  const d = event.data;
  return {
    run_id: d.run_id,
    platform: event.platform,
    provider: event.provider,
    collector: event.collector.name,
    collector_version: event.collector.version,
    ...(event.job_id ? { job_id: event.job_id } : {}),
    status: d.status,
    ...(d.error_code ? { error_code: d.error_code } : {}),
    ...(d.message ? { message: d.message } : {}),
    truncated: d.truncated,
    ...(d.mode ? { mode: d.mode } : {}),
    ...(d.operation ? { operation: d.operation } : {}),
    records: d.counts.records,
    published: d.counts.published,
    errors: d.counts.errors,
    pages: nullable(d.counts.pages),
    by_kind: d.counts.by_kind ?? {},
    started_at: d.started_at,
    finished_at: d.finished_at,
    observed_at: event.observed_at,
    event_id: event.id,
  };
}

/**
 * Turns a batch of events into rows. The matcher assigns each listing its property, in the
 * events' order; otherwise pure: the same events and the same matcher state give the same rows.
 */
export function projectBatch(events: readonly AnyEvent[], matcher: PropertyAssigner): BatchProjection {
  const out: BatchProjection = { listings: [], observations: [], media: [], sourceRuns: [], latest: new Map(), skipped: 0 };
  for (const event of events) {
    switch (event.type) {
      case 'listing.observed':
        listingRows(event, out, matcher);
        break;
      case 'media.observed':
        mediaRows(event, out);
        break;
      case 'source_run.completed':
        out.sourceRuns.push(sourceRunRow(event));
        break;
      default:
        out.skipped += 1;
    }
  }
  return out;
}
