import type { NativePayload } from '../model.js';
import { CALENDAR_DAYS, dayAfter, sampleStays, snapshotDate, type SampleStay } from '../stays/stay-world.js';
import type { DatasetRenderer } from './dataset.js';
import type { SeriesContext } from './series-model.js';

/**
 * Airbnb's own listing pages as its persisted GraphQL queries answer them (sources.md §7.2,
 * §7.3), recorded under the request that fetched them:
 * - `pdp/<listing id>/<check-in>_<check-out>_<adults>.json`: `StaysPdpSections` for dated
 *   stays, whose `BOOK_IT_SIDEBAR` section carries `structuredDisplayPrice` (the primary line
 *   and `explanationData.priceDetails[].items[] {description, priceString}`: "€85.00 x 5
 *   nights", "Weekly stay discount", "Cleaning fee", "Airbnb service fee", "Taxes", then
 *   "Total (EUR)"), or `localizedUnavailabilityMessage` for dates the stay refuses;
 * - `calendar/<listing id>.json`: `PdpAvailabilityCalendar`, here as Airbnb answers it
 *   intermittently: with no `calendarMonths` at all.
 */
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', GBP: '£', USD: '$', JPY: '¥' };
const MINOR: Readonly<Record<string, number>> = { EUR: 2, GBP: 2, USD: 2, JPY: 0 };

/** An amount in minor units as the page shows it: `€1,180.00`, `-$42.50`, `¥60,000`. */
function shown(units: number, currency: string): string {
  const digits = MINOR[currency] ?? 2;
  const text = (Math.abs(units) / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${units < 0 ? '-' : ''}${SYMBOLS[currency] ?? `${currency} `}${text}`;
}

/** Half away from zero, to a whole minor unit, as the page rounds each line. */
const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

interface Dated {
  checkIn: string;
  nights: number;
  adults: number;
}

function breakdown(stay: SampleStay, dated: Dated) {
  const minor = 10 ** (MINOR[stay.currency] ?? 2);
  const nightly = stay.nightly * minor;
  const subtotal = nightly * dated.nights;
  const items: { description: string; units: number }[] = [{ description: `${shown(nightly, stay.currency)} x ${dated.nights} nights`, units: subtotal }];
  let base = subtotal;
  if (dated.nights >= 7 && stay.weekly_discount_pct > 0) {
    const discount = -round((subtotal * stay.weekly_discount_pct) / 100);
    items.push({ description: 'Weekly stay discount', units: discount });
    base += discount;
  }
  const cleaning = stay.cleaning_fee * minor;
  if (cleaning > 0) items.push({ description: 'Cleaning fee', units: cleaning });
  base += cleaning;
  const service = round((base * stay.service_bp) / 10_000);
  items.push({ description: 'Airbnb service fee', units: service });
  if (stay.tax_bp > 0) items.push({ description: 'Taxes', units: round(((base + service) * stay.tax_bp) / 10_000) });
  const total = items.reduce((sum, item) => sum + item.units, 0);
  return { items, total };
}

function pdpSections(stay: SampleStay, dated: Dated, available: boolean): unknown {
  let section: Record<string, unknown>;
  if (!available) {
    section = { __typename: 'BookItSection', structuredDisplayPrice: null, localizedUnavailabilityMessage: 'Those dates are not available' };
  } else {
    const { items, total } = breakdown(stay, dated);
    section = {
      __typename: 'BookItSection',
      localizedUnavailabilityMessage: null,
      structuredDisplayPrice: {
        primaryLine: { __typename: 'BasicDisplayPriceLine', price: shown(total, stay.currency), qualifier: 'total', accessibilityLabel: `${shown(total, stay.currency)} total` },
        secondaryLine: null,
        explanationData: {
          title: 'Price details',
          priceDetails: [
            { items: items.map((item) => ({ description: item.description, priceString: shown(item.units, stay.currency) })) },
            { items: [{ description: `Total (${stay.currency})`, priceString: shown(total, stay.currency) }] },
          ],
        },
      },
    };
  }
  return {
    data: {
      presentation: {
        __typename: 'RootPresentationContainer',
        stayProductDetailPage: {
          __typename: 'StayProductDetailPage',
          sections: {
            __typename: 'StayPDPSections',
            sections: [
              { __typename: 'SectionContainer', sectionId: 'TITLE_DEFAULT', section: { __typename: 'PdpTitleSection', title: stay.name } },
              { __typename: 'SectionContainer', sectionId: 'BOOK_IT_SIDEBAR', section },
            ],
            metadata: { __typename: 'StayPDPMetadata', pdpType: 'MARKETPLACE' },
          },
        },
      },
    },
    extensions: { traceId: `${stay.id}${dated.checkIn.replaceAll('-', '')}` },
  };
}

/** The first run of `nights` available nights from `from` days after the snapshot, if any. */
function freeRun(stay: SampleStay, from: number, nights: number): number | undefined {
  for (let d = from; d + nights <= CALENDAR_DAYS; d++) {
    if (stay.calendar.slice(d, d + nights).every(Boolean)) return d;
  }
  return undefined;
}

function render(context: SeriesContext): NativePayload[] {
  const snapshot = snapshotDate(context.asOf);
  const out: NativePayload[] = [];
  const page = (stay: SampleStay, dated: Dated, available: boolean) => {
    const checkOut = dayAfter(dated.checkIn, dated.nights);
    out.push({ path: `pdp/${stay.id}/${dated.checkIn}_${checkOut}_${dated.adults}.json`, content_type: 'application/json', body: JSON.stringify(pdpSections(stay, dated, available)) });
  };
  for (const [index, stay] of sampleStays(context.seed, context.asOf).entries()) {
    const adults = Math.min(2, stay.accommodates);
    // A week from a month ahead, so the page shows its weekly discount, when the calendar has one.
    const week = freeRun(stay, 30, Math.max(7, stay.minimum_nights));
    if (week !== undefined) page(stay, { checkIn: dayAfter(snapshot, week), nights: Math.max(7, stay.minimum_nights), adults }, true);
    const taken = stay.calendar.indexOf(false, 7);
    if (index % 5 === 0 && taken >= 0) page(stay, { checkIn: dayAfter(snapshot, taken), nights: Math.max(2, stay.minimum_nights), adults }, false);
    if (index % 6 === 0) {
      out.push({ path: `calendar/${stay.id}.json`, content_type: 'application/json', body: JSON.stringify({ data: { merlin: { __typename: 'MerlinQuery', pdpAvailabilityCalendar: { __typename: 'PdpAvailabilityCalendar', calendarMonths: [] } } } }) });
    }
  }
  return out;
}

export const airbnb: DatasetRenderer = { platform: 'airbnb', render };
