import { ChangeFeedFilter, ChangeFeedRequest, compileSchema, createAjv, describeValidationErrors, type Validator } from '@estate/contract';
import type { ListingFacts } from '@estate/events';
import { createListingSearch, listingSearchValuesOf, searchListingIds, type ListingSearchValues } from '@estate/search';
import type { Static } from 'typebox';
import type { CollectorDirectory } from '../collectors/collector-directory.js';
import { ApiError } from '../http/api-error.js';
import { planSearch } from '../search-plan/search-plan.js';
import type { LocationDirectory } from '../places/location-directory.js';
import { withPlaceName } from '../places/place-name.js';

export type ChangeFeedFilterBody = Static<typeof ChangeFeedFilter>;

let validator: Validator | undefined;

/** The `filter` query parameter: JSON of a ChangeFeedFilter, checked as a search body is. */
export function parseFilter(text: string | undefined): ChangeFeedFilterBody {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_request', 'query.filter must be a JSON object of listing search filters (URL-encoded)');
  }
  // No defaults filled: a feed without `transaction` or `status` follows every one (see ChangeFilter).
  validator ??= compileSchema(createAjv(), ChangeFeedFilter);
  if (!validator(value)) {
    const issue = describeValidationErrors(validator.errors ?? [], 'query.filter');
    throw new ApiError('invalid_request', `${issue.field} ${issue.message}`);
  }
  return value as ChangeFeedFilterBody;
}

export type ChangeFeedRequestBody = Static<typeof ChangeFeedRequest>;
let requestValidator: Validator | undefined;

/** The body of `POST /v1/events`, checked as the query's filter is (no defaults filled); absent = every change. */
export function parseFeedRequest(body: unknown): ChangeFeedRequestBody {
  if (body === undefined || body === null) return {};
  requestValidator ??= compileSchema(createAjv(), ChangeFeedRequest);
  if (!requestValidator(body)) {
    const issue = describeValidationErrors(requestValidator.errors ?? [], 'body');
    throw new ApiError('invalid_request', `${issue.field} ${issue.message}`);
  }
  return body as ChangeFeedRequestBody;
}

/**
 * A feed's filters as a test of one change. The test is the search itself: each change's listing
 * is put in a one-record search projection and the search's own query asked of it, so the feed
 * and searchListings cannot disagree on what a filter means (text places, rings, ranges, the
 * living-area rule). A change passes when the listing matched before it or after it: a follower
 * of "active under 500 000" hears of the listing that rose to 510 000 or was sold. One default
 * differs from a search's: without `transaction` or `status` the feed follows every transaction
 * and status (a search's `sale` and `active` would hide the lets, and the sales a follower of
 * everything wants to hear of).
 */
export class ChangeFilter {
  readonly #projection = createListingSearch();

  private constructor(
    private readonly query: ReturnType<typeof planSearch>['query'],
    /** What the filter names; undefined = every value (every platform, including one whose collector starts later). */
    private readonly named: { platforms?: readonly string[] | undefined; transaction?: string | undefined; status?: readonly string[] | undefined },
  ) {}

  /**
   * Checks the filters as searchListings would (400 on a bad range, ring, platform or location
   * id), naming the fields where the filter was sent (`field`: `query.filter` or `body.filter`)
   * rather than where a search's body has them.
   */
  static async of(filter: ChangeFeedFilterBody, directory: CollectorDirectory, locations: LocationDirectory, field: string): Promise<ChangeFilter> {
    const known = (await directory.platforms()).map((manifest) => ({ platform: manifest.platform, manifest }));
    try {
      const body = withPlaceName(filter, locations);
      const plan = planSearch('searchListings', body, undefined, known);
      return new ChangeFilter(plan.query, { platforms: filter.platforms, transaction: filter.transaction, status: filter.status });
    } catch (error) {
      // The search's rules name fields from a search's body (`body.price.min`).
      if (error instanceof ApiError) throw new ApiError(error.code, error.message.replace(/\bbody\./g, `${field}.`), error.details, error.headers);
      throw error;
    }
  }

  /** Whether the change passes: its search document after the change, and the facts before it. */
  passes(search: unknown, previous: ListingFacts | undefined, observedAt: number): boolean {
    const after = listingSearchValuesOf(search);
    if (!after || typeof after.platform !== 'string') return false;
    if (this.named.platforms !== undefined && !this.named.platforms.includes(after.platform)) return false;
    if (this.#matches(after, observedAt)) return true;
    return previous !== undefined && this.#matches({ ...after, price_amount: previous.price_amount, currency: previous.currency, status: previous.status }, observedAt);
  }

  #matches(values: ListingSearchValues, observedAt: number): boolean {
    this.#projection.upsert('change', values);
    // What the filter does not name is the listing's own: any value passes (platforms were checked above).
    const query = {
      ...this.query,
      platforms: [String(values.platform)],
      ...(this.named.transaction === undefined ? { transaction: String(values.transaction) } : {}),
      ...(this.named.status === undefined ? { statuses: [String(values.status)] } : {}),
      limit: 1,
    };
    return searchListingIds(this.#projection, query, observedAt).listing_ids.length > 0;
  }
}
