/**
 * A Zillow agent directory's `props.pageProps` → one agent per professional it lists: the `zuid`
 * (the id a listing's contact card names), the name and the profile it links. The directory is
 * how every agent's profile is reached, even one whose only listing could not be read.
 */
import { at, list, text, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation } from '@estate/events';
import { zillow } from '@estate/native-formats';

export function readDirectory(pageProps: unknown, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const professionals = at(pageProps, 'proResults', 'results', 'professionals');
  if (!Array.isArray(professionals)) return into.issue('unexpected_shape', 'directory has no proResults.results.professionals list');
  const city = text(at(pageProps, 'location', 'city'));
  const state = text(at(pageProps, 'location', 'state'));
  for (const pro of list(professionals)) {
    const zuid = text(at(pro, 'zuid'));
    const name = text(at(pro, 'fullName'));
    const link = text(at(pro, 'profileLink'));
    if (!zuid || !name) {
      into.issue('unexpected_shape', 'directory entry lacks its zuid or fullName', zuid);
      continue;
    }
    const profile = link ? zillow.absoluteUrl(link) : undefined;
    into.observe(
      observation('agent', {
        native_id: zuid,
        name,
        country: 'US',
        ...(profile ? { profile_url: profile } : {}),
        ...(city || state ? { market_area: { ...(city ? { city } : {}), ...(state ? { region: state } : {}) } } : {}),
        retrieved_at: retrievedAt,
        access_class: 'public_portal',
      }),
    );
  }
}
