import type { EventOf } from '@estate/events';
import { makeId, marketId } from '@estate/normalize';
import { nullable, projection, type NoDocuments, type ProjectionSink } from './projection.js';

/**
 * `market_point.observed`: one `market_point_revisions` row per point and vintage; the view
 * `market_series` serves each point's newest vintage. The market id joins the source's region to
 * the service's place (`marketId` of its kind and names), the same id the derived series of the
 * listings there get. A place missing what its kind needs (no collector writes one) stays a
 * market of its own source region rather than being dropped.
 */
export const marketPointProjection = projection({
  tables: ['marketPointRevisions'],
  project(event: EventOf<'market_point.observed'>, out: ProjectionSink<'marketPointRevisions', NoDocuments>) {
    const d = event.data;
    const m = d.market;
    out.row('marketPointRevisions', {
      market_id: marketId(m) ?? makeId('mkt', 'source_region', d.source_region.scheme, d.source_region.code),
      market_kind: m.kind,
      country: m.country,
      region: m.region ?? '',
      city: m.city ?? '',
      district: m.district ?? '',
      postal_code: m.postal_code ?? '',
      market_name: m.name,
      platform: event.platform,
      dataset: d.dataset,
      region_scheme: d.source_region.scheme,
      region_code: d.source_region.code,
      region_name: d.source_region.name,
      region_type: d.source_region.type ?? '',
      metric: d.metric,
      segment: d.segment,
      seasonally_adjusted: d.seasonally_adjusted,
      frequency: d.frequency,
      period_start: d.period_start,
      period_end: d.period_end,
      vintage: d.vintage,
      value: d.value,
      value_status: d.value_status,
      unit: d.unit,
      currency: d.currency ?? '',
      sample_size: nullable(d.sample_size),
      native_field: d.native_field,
      provider: event.provider,
      access_class: d.access_class,
      observed_at: event.observed_at,
      retrieved_at: nullable(d.retrieved_at),
      event_id: event.id,
    });
  },
});
