import { readFileSync } from 'node:fs';

// The page lives beside the package's sources as plain HTML (src/ and dist/ are both two levels
// below the package), so it is served the same from either.
const PAGE = new URL('../../static/markets.html', import.meta.url);

/** `/markets`: a self-contained page that plots a market's series through the API, with a key the user pastes. */
export function marketsPage(): Buffer {
  return readFileSync(PAGE);
}
