/**
 * One payload as a platform served it (or a recording of it): what a parser reads, what the
 * replay fetcher hands out and what the sample generator's renderers write.
 */
export interface NativePayload {
  /** Relative path the payload is known by, e.g. `search/page-0001.json`. */
  path: string;
  /** `application/json` or `text/html`. */
  content_type: string;
  body: string;
}
