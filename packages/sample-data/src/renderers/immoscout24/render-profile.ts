/**
 * A provider's ImmoScout24 profile (`https://www.immobilienscout24.de/anbieter/profil/<slug>`), one
 * per agency its exposés name: the company card with its address (country included, since
 * offices abroad advertise in the Ausland section), telephone and homepage, and the company-wide
 * customer id its exposés carry.
 */
import { immoscout24 } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { escapeHtml as e } from '../html.js';

const COUNTRY_NAMES: Readonly<Record<string, string>> = { DE: 'Deutschland', ES: 'Spanien' };

/** `anbieter/profil/<name>-<customer id>.html`: the profile URL's path, as the live plan records it. */
export function profilePath(listing: SampleListing): string {
  return `${new URL(immoscout24.profileUrl(listing.agency.name, listing.agency.native_id)).pathname.slice(1)}.html`;
}

function profilePage(listing: SampleListing): string {
  const { agency } = listing;
  const url = immoscout24.profileUrl(agency.name, agency.native_id);
  // The office address as the generator writes it: "<street>, <postcode> <city>".
  const cut = agency.address.lastIndexOf(', ');
  const street = cut < 0 ? agency.address : agency.address.slice(0, cut);
  const town = cut < 0 ? '' : agency.address.slice(cut + 2);
  return `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>${e(agency.name)} - Anbieterprofil | ImmoScout24</title>
<link rel="canonical" href="${e(url)}"></head>
<body>
<div class="company-profile" data-company-wide-customer-id="${e(agency.native_id)}">
<h1 data-qa="company-name">${e(agency.name)}</h1>
<address data-qa="company-address"><span class="street">${e(street)}</span><span class="town">${e(town)}</span><span class="country">${e(COUNTRY_NAMES[listing.country] ?? listing.country)}</span></address>
<a data-qa="company-phone" href="tel:${e(agency.phone.replace(/[^\d+]/g, ''))}">${e(agency.phone)}</a>
<a data-qa="company-homepage" href="${e(agency.website)}" rel="nofollow">Homepage</a>
</div>
</body>
</html>
`;
}

export function renderProfiles(listings: readonly SampleListing[]): NativePayload[] {
  const first = new Map<string, SampleListing>();
  for (const l of listings) if (!first.has(l.agency.native_id)) first.set(l.agency.native_id, l);
  return [...first.values()].sort((a, b) => (a.agency.native_id < b.agency.native_id ? -1 : 1)).map((l) => ({ path: profilePath(l), content_type: 'text/html', body: profilePage(l) }));
}
