/**
 * The idealista parser: search result pages, ad details and the location tree (idealista's own
 * JSON), and the agencies' microsites (HTML), recorded or live. It never throws; whatever cannot
 * be read becomes an issue, and every ad that can be read is still returned.
 */
import { isCompleteDocument, onlyIssue, type NativePayload, type ParseContext, type ParsedPayload, type PayloadParser } from '@estate/collector-kit';
import { parseDetail } from './parse-detail.js';
import { parseSearchPage } from './parse-search.js';
import { parseLocations } from './parse-locations.js';
import { parseMicrosite } from './parse-microsite.js';
import { parsePromotion } from './parse-promotion.js';
import { DETAIL_PATH_PREFIX, LOCATIONS_PATH_PREFIX, MICROSITE_PATH_PREFIX, PROMOTION_PATH_PREFIX, PROMOTION_SEARCH_PATH_PREFIX, SEARCH_PATH_PREFIX } from './site.js';

/** Which kind of payload this is: by where it was recorded, else by what it holds. */
function kindOf(payload: NativePayload): 'search' | 'detail' | 'locations' | undefined {
  if (payload.path.startsWith(SEARCH_PATH_PREFIX)) return 'search';
  if (payload.path.startsWith(LOCATIONS_PATH_PREFIX)) return 'locations';
  if (payload.path.startsWith(DETAIL_PATH_PREFIX)) return 'detail';
  if (payload.body.includes('"elementList"')) return 'search';
  if (payload.body.includes('"adid"')) return 'detail';
  return undefined;
}

export const parse: PayloadParser = (payload: NativePayload, context: ParseContext): ParsedPayload => {
  try {
    // The agency microsites are web pages; everything else idealista answers is JSON.
    if (payload.path.startsWith(MICROSITE_PATH_PREFIX)) return parseMicrosite(payload.body, payload.path, context);
    if (payload.path.startsWith(PROMOTION_PATH_PREFIX)) return parsePromotion(payload.body, payload.path, context);
    // A town's new-build search only leads to its promotions (the live plan follows them); it observes nothing itself.
    if (payload.path.startsWith(PROMOTION_SEARCH_PATH_PREFIX)) {
      return isCompleteDocument(payload.body) ? { observations: [], issues: [] } : onlyIssue(payload.path, 'truncated_payload', 'new-build search ends before </html>');
    }
    // An HTML answer to an API call is a block or error page, not data.
    if (/html/i.test(payload.content_type) || /^\s*</.test(payload.body)) {
      return onlyIssue(payload.path, 'unexpected_shape', `expected idealista JSON, got ${payload.content_type || 'markup'}`);
    }
    const kind = kindOf(payload);
    if (kind === 'search') return parseSearchPage(payload.body, payload.path, context);
    if (kind === 'detail') return parseDetail(payload.body, payload.path, context);
    if (kind === 'locations') return parseLocations(payload.body, payload.path, context);
    return onlyIssue(payload.path, 'unexpected_shape', 'neither an idealista search page nor an ad detail');
  } catch (error) {
    // A bug in the parser must not stop the run; it is reported like a bad payload.
    return onlyIssue(payload.path, 'parse_error', `parser failed: ${error instanceof Error ? error.message : String(error)}`);
  }
};
