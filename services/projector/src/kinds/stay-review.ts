import type { EventOf } from '@estate/events';
import { nullable, projection, type NoDocuments, type ProjectionSink } from './projection.js';
import { stayColumns } from './stay-columns.js';

/** `stay_review.observed`: one long-lived `stay_reviews` row per stay and review. */
export const stayReviewProjection = projection({
  tables: ['stayReviews'],
  project(event: EventOf<'stay_review.observed'>, out: ProjectionSink<'stayReviews', NoDocuments>) {
    const d = event.data;
    out.row('stayReviews', {
      ...stayColumns(event),
      native_id: d.native_id,
      reviewed_at: d.reviewed_at,
      reviewer_name: d.reviewer_name ?? '',
      language: d.language ?? '',
      rating: nullable(d.rating),
      text: d.text ?? '',
      observed_at: event.observed_at,
      event_id: event.id,
    });
  },
});
