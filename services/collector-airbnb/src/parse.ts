import { onlyIssue, ParsedPayloadBuilder, type PayloadParser } from '@estate/collector-kit';
import { observation, type CalendarDay, type QuoteLine, type QuoteLineKind } from '@estate/events';

const LISTING_PLATFORM = 'airbnb';
const ACCESS = 'public_portal';

/**
 * A recorded page says what was asked in its path: `pdp/<listing id>/<check-in>_<check-out>_
 * <adults>.json` (the variables of the StaysPdpSections request) or `calendar/<listing id>.json`.
 */
const PDP_PATH = /^pdp\/(\d+)\/(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})_(\d+)\.json$/;
const CALENDAR_PATH = /^calendar\/(\d+)\.json$/;

/** Never throws: a page that is not what its path says is an issue. */
export const parse: PayloadParser = (payload) => {
  const body = typeof payload.body === 'string' ? payload.body : '';
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return onlyIssue(payload.path, body.trim().startsWith('{') ? 'truncated_payload' : 'parse_error', 'the page is not JSON');
  }
  const pdp = PDP_PATH.exec(payload.path);
  if (pdp) return readQuote(payload.path, json, { id: pdp[1] as string, checkIn: pdp[2] as string, checkOut: pdp[3] as string, guests: Number(pdp[4]) });
  const calendar = CALENDAR_PATH.exec(payload.path);
  if (calendar) return readCalendar(payload.path, json, calendar[1] as string);
  return onlyIssue(payload.path, 'unexpected_shape', 'not a recorded StaysPdpSections or PdpAvailabilityCalendar answer (pdp/<id>/<in>_<out>_<adults>.json, calendar/<id>.json)');
};

function at(value: unknown, ...path: string[]): unknown {
  let here = value;
  for (const key of path) here = here !== null && typeof here === 'object' ? (here as Record<string, unknown>)[key] : undefined;
  return here;
}

/** `€1,180.00`, `-$42.50`, `¥60,000` → a signed decimal string; undefined when it holds no amount. */
export function shownAmount(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^\s*(-)?\s*[^\d\s-]*\s*([\d,]+(?:\.\d+)?)\s*$/.exec(text);
  return m ? `${m[1] ?? ''}${(m[2] as string).replaceAll(',', '')}` : undefined;
}

/** What a breakdown line is, from how the page names it. */
function lineKind(description: string): QuoteLineKind | 'total' {
  if (/^total\b/i.test(description)) return 'total';
  if (/\bx\s*\d+\s*nights?\b|\bnights?\s*x\b/i.test(description)) return 'nights';
  if (/discount/i.test(description)) return 'discount';
  if (/cleaning/i.test(description)) return 'cleaning';
  if (/service fee/i.test(description)) return 'service';
  if (/\btax/i.test(description)) return 'tax';
  if (/extra guest/i.test(description)) return 'extra_guest';
  return 'other';
}

function readQuote(path: string, json: unknown, asked: { id: string; checkIn: string; checkOut: string; guests: number }) {
  const out = new ParsedPayloadBuilder(path);
  const sections = at(json, 'data', 'presentation', 'stayProductDetailPage', 'sections', 'sections');
  if (!Array.isArray(sections)) {
    out.issue('unexpected_shape', 'the page has no data.presentation.stayProductDetailPage.sections.sections', asked.id);
    return out.result;
  }
  const bookIt = sections.find((s) => at(s, 'sectionId') === 'BOOK_IT_SIDEBAR');
  if (bookIt === undefined) {
    out.issue('unexpected_shape', 'the page has no BOOK_IT_SIDEBAR section', asked.id);
    return out.result;
  }
  const base = { listing_platform: LISTING_PLATFORM, stay_native_id: asked.id, check_in: asked.checkIn, check_out: asked.checkOut, guests: asked.guests, access_class: ACCESS };
  const price = at(bookIt, 'section', 'structuredDisplayPrice');
  const refusal = at(bookIt, 'section', 'localizedUnavailabilityMessage');
  if (price === null || price === undefined) {
    out.observe(observation('stay_quote', { ...base, available: false, lines: [], ...(typeof refusal === 'string' ? { unavailable_message: refusal } : {}) }));
    return out.result;
  }
  const groups = at(price, 'explanationData', 'priceDetails');
  const items = Array.isArray(groups) ? groups.flatMap((g) => (Array.isArray(at(g, 'items')) ? (at(g, 'items') as unknown[]) : [])) : [];
  const lines: QuoteLine[] = [];
  let total: string | undefined;
  let currency: string | undefined;
  for (const item of items) {
    const description = at(item, 'description');
    const amount = shownAmount(at(item, 'priceString'));
    if (typeof description !== 'string' || amount === undefined) {
      out.issue('parse_error', `a price line cannot be read (${JSON.stringify(item)})`, asked.id);
      continue;
    }
    const kind = lineKind(description);
    if (kind === 'total') {
      total = amount;
      currency = /\(([A-Z]{3})\)/.exec(description)?.[1];
      continue;
    }
    const nights = kind === 'nights' ? /(\d+)\s*nights?/i.exec(description) : null;
    const nightly = kind === 'nights' ? shownAmount(description.replace(/\s*x\s*\d+\s*nights?.*$/i, '')) : undefined;
    lines.push({ kind, description, amount, ...(nights ? { nights: Number(nights[1]) } : {}), ...(nightly !== undefined ? { nightly_amount: nightly } : {}) });
  }
  if (currency === undefined || total === undefined || !lines.some((l) => l.kind === 'nights')) {
    out.issue('unexpected_shape', 'the price details have no nights line or no "Total (XXX)" line', asked.id);
    return out.result;
  }
  const display = at(price, 'primaryLine', 'price');
  out.observe(observation('stay_quote', { ...base, available: true, currency, lines, total, ...(typeof display === 'string' ? { display_total: display } : {}) }));
  return out.result;
}

/**
 * A calendar answer: every day of every month as the page states it. An answer with no months
 * is kept as an empty calendar (Airbnb returns them intermittently): readers then keep the last
 * calendar that had dates.
 */
function readCalendar(path: string, json: unknown, id: string) {
  const out = new ParsedPayloadBuilder(path);
  const months = at(json, 'data', 'merlin', 'pdpAvailabilityCalendar', 'calendarMonths');
  if (!Array.isArray(months)) {
    out.issue('unexpected_shape', 'the answer has no data.merlin.pdpAvailabilityCalendar.calendarMonths', id);
    return out.result;
  }
  const days: CalendarDay[] = [];
  for (const month of months) {
    const list = at(month, 'days');
    for (const day of Array.isArray(list) ? list : []) {
      const date = at(day, 'calendarDate');
      if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
      const available = at(day, 'available');
      const min = at(day, 'minNights');
      const max = at(day, 'maxNights');
      days.push({
        date,
        available: typeof available === 'boolean' ? available : null,
        ...(Number.isInteger(min) ? { minimum_nights: min as number } : {}),
        ...(Number.isInteger(max) ? { maximum_nights: max as number } : {}),
      });
    }
  }
  out.observe(observation('stay_availability', { listing_platform: LISTING_PLATFORM, stay_native_id: id, days, access_class: ACCESS }));
  return out.result;
}
