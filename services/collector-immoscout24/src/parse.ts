/**
 * The ImmoScout24 parser: result list pages (JSON), exposé pages (HTML with embedded data), the
 * place autocomplete (JSON) and provider profiles (HTML), recorded or live. It never throws;
 * whatever cannot be read becomes an issue, and every listing that can be read is still returned.
 */
import { onlyIssue, type NativePayload, type ParseContext, type ParsedPayload, type PayloadParser } from '@estate/collector-kit';
import { parseExpose } from './parse-expose.js';
import { parseSearchPage } from './parse-search.js';
import { searchResponseInPage } from './result-page.js';
import { parseGeoAutocomplete } from './parse-geoautocomplete.js';
import { parseProfile } from './parse-profile.js';
import { EXPOSE_PATH_PREFIX, GEOAUTOCOMPLETE_PATH_PREFIX, PROFILE_PATH_PREFIX, SEARCH_PATH_PREFIX } from './site.js';

/** Which kind of payload this is: by where it was recorded, else by what it holds. */
function kindOf(payload: NativePayload): 'search' | 'expose' | 'places' | 'profile' | undefined {
  if (payload.path.startsWith(PROFILE_PATH_PREFIX)) return 'profile';
  if (payload.path.startsWith(SEARCH_PATH_PREFIX)) return 'search';
  if (payload.path.startsWith(GEOAUTOCOMPLETE_PATH_PREFIX)) return 'places';
  if (payload.path.startsWith(EXPOSE_PATH_PREFIX)) return 'expose';
  if (payload.body.includes('"searchResponseModel"')) return 'search';
  if (/keyValues\s*=|IS24\.expose/.test(payload.body)) return 'expose';
  return undefined;
}

export const parse: PayloadParser = (payload: NativePayload, context: ParseContext): ParsedPayload => {
  try {
    const kind = kindOf(payload);
    if (kind === 'search') {
      if (!/^\s*</.test(payload.body)) return parseSearchPage(payload.body, payload.path, context);
      // The result page itself: its script holds the same model the JSON answer is.
      const model = searchResponseInPage(payload.body);
      if (!model) return onlyIssue(payload.path, 'unexpected_shape', 'result page has no script with a searchResponseModel (a block or error page)');
      return parseSearchPage(model.text, payload.path, context);
    }
    if (kind === 'expose') return parseExpose(payload.body, payload.path, context);
    if (kind === 'places') return parseGeoAutocomplete(payload.body, payload.path, context);
    if (kind === 'profile') return parseProfile(payload.body, payload.path, context);
    return onlyIssue(payload.path, 'unexpected_shape', 'neither an ImmoScout24 result page nor an exposé');
  } catch (error) {
    // A bug in the parser must not stop the run; it is reported like a bad payload.
    return onlyIssue(payload.path, 'parse_error', `parser failed: ${error instanceof Error ? error.message : String(error)}`);
  }
};
