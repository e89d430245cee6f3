/**
 * The SUUMO payload parser: tells a search page, a detail page, a company page and a city page
 * apart and reads it. It never throws: a payload it cannot read is one issue, and a record it
 * cannot read is one issue beside every record it could.
 */
import type { NativePayload, ParsedPayload, ParseIssue, PayloadParser } from '@estate/collector-kit';
import { divStarts, isTruncated, parseHtml } from './html.js';
import { isCityPage, parseCityPage } from './parse-areas.js';
import { isCompanyPage, parseCompanyPage } from './parse-company.js';
import { isDetailPage, parseDetailPage } from './parse-detail.js';
import { isLibraryPage, parseLibraryPage } from './parse-library.js';
import { isProjectPage, parseProjectPage } from './parse-project.js';
import { isRentalSearchPage, parseRentalSearchPage } from './parse-rental-search.js';
import { hasResultMarkup, isEmptySearchPage, parseSearchPage } from './parse-search.js';

function only(issue: ParseIssue): ParsedPayload {
  return { observations: [], issues: [issue] };
}

function read(payload: NativePayload, context: Parameters<PayloadParser>[1]): ParsedPayload {
  const { path, body } = payload;
  if (typeof body !== 'string' || body.trim() === '') {
    return only({ error_code: 'parse_error', message: 'empty payload', path });
  }
  if (!/<(?:!doctype|html|body|div|table)\b/i.test(body)) {
    return only({ error_code: 'parse_error', message: `not HTML (${payload.content_type || 'no content type'})`, path });
  }
  const root = parseHtml(body);
  // Detail first: a detail page may carry cards of similar listings, a search page never names
  // one listing as its canonical URL.
  // The company page first: its table has a 所在地 row, as a detail page's has.
  if (isCompanyPage(root)) return parseCompanyPage(payload, root, context);
  // Building and project pages before detail pages: a project's URL has the detail URL's shape.
  if (isLibraryPage(root)) return parseLibraryPage(payload, root, context);
  if (isProjectPage(root)) return parseProjectPage(payload, root, context);
  if (isDetailPage(root)) return parseDetailPage(payload, root, context);
  if (isCityPage(root)) return parseCityPage(payload, root, context);
  if (divStarts(body, 'property_unit').length > 0) return parseSearchPage(payload, context);
  if (isRentalSearchPage(body)) return parseRentalSearchPage(payload, context);
  const truncated = isTruncated(body);
  if (hasResultMarkup(root)) {
    // A result list with entries of a shape this parser does not know is not an empty search.
    return only({ error_code: 'unexpected_shape', message: 'search page lists results, but in markup the parser does not read', path });
  }
  if (isEmptySearchPage(root)) {
    // A search with no hits is a page of its own on SUUMO, not a failure.
    return truncated
      ? only({ error_code: 'truncated_payload', message: 'search page ends before </html> and before any card', path })
      : { observations: [], issues: [] };
  }
  return only({
    error_code: truncated ? 'truncated_payload' : 'unexpected_shape',
    message: 'neither a SUUMO search result page, a detail page, a company page nor a city page',
    path,
  });
}

export const parse: PayloadParser = (payload, context) => {
  try {
    return read(payload, context);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return only({ error_code: 'parse_error', message: `could not read the payload: ${reason}`, path: String(payload?.path ?? '') });
  }
};
