import { stayId } from '@estate/normalize';

/** An observation of something a stay has (its calendar, a quote, a review), which names the stay by its platform's id. */
interface StayPartEvent {
  platform: string;
  provider: string;
  data: { access_class: string; listing_platform: string; stay_native_id: string };
}

/**
 * The columns every stay side table (`stay_calendars`, `stay_quotes`, `stay_reviews`) starts
 * with: the stay the row belongs to, by the same id `stays` gives it, and who read it and how.
 */
export function stayColumns(event: StayPartEvent) {
  const d = event.data;
  return {
    stay_id: stayId(d.listing_platform, d.stay_native_id),
    platform: event.platform,
    provider: event.provider,
    access_class: d.access_class,
    listing_platform: d.listing_platform,
    stay_native_id: d.stay_native_id,
  };
}
