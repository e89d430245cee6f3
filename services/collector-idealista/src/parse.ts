/**
 * The idealista parser: search result pages and ad details, recorded or live, in idealista's
 * own JSON. It never throws; whatever cannot be read becomes an issue, and every ad that can
 * be read is still returned.
 */
import type { ParseContext, ParsedPayload, PayloadParser } from '@estate/collector-kit';
import type { NativePayload } from '@estate/sample-data';
import { parseDetail } from './parse-detail.js';
import { parseSearchPage } from './parse-search.js';
import { DETAIL_PATH_PREFIX, SEARCH_PATH_PREFIX } from './render.js';

function single(payload: NativePayload, error_code: 'parse_error' | 'unexpected_shape', message: string): ParsedPayload {
  return { listings: [], media: [], issues: [{ error_code, message, path: payload.path }] };
}

/** Which kind of payload this is: by where it was recorded, else by what it holds. */
function kindOf(payload: NativePayload): 'search' | 'detail' | undefined {
  if (payload.path.startsWith(SEARCH_PATH_PREFIX)) return 'search';
  if (payload.path.startsWith(DETAIL_PATH_PREFIX)) return 'detail';
  if (payload.body.includes('"elementList"')) return 'search';
  if (payload.body.includes('"adid"')) return 'detail';
  return undefined;
}

export const parse: PayloadParser = (payload: NativePayload, context: ParseContext): ParsedPayload => {
  try {
    // An HTML answer to an API call is a block or error page, not data.
    if (/html/i.test(payload.content_type) || /^\s*</.test(payload.body)) {
      return single(payload, 'unexpected_shape', `expected idealista JSON, got ${payload.content_type || 'markup'}`);
    }
    const kind = kindOf(payload);
    if (kind === 'search') return parseSearchPage(payload.body, payload.path, context);
    if (kind === 'detail') return parseDetail(payload.body, payload.path, context);
    return single(payload, 'unexpected_shape', 'neither an idealista search page nor an ad detail');
  } catch (error) {
    // A bug in the parser must not stop the run; it is reported like a bad payload.
    return single(payload, 'parse_error', `parser failed: ${error instanceof Error ? error.message : String(error)}`);
  }
};
