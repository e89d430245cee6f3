/**
 * An agency's idealista microsite (`https://www.idealista.com/pro/<micrositeShortName>/`), one per
 * agency its ads name: the office card idealista shows above the agency's ads, with its address,
 * telephone and own web site.
 */
import type { NativePayload, SampleListing } from '../../model.js';
import { escapeHtml as e } from '../html.js';
import { spanishPhone } from './spanish-format.js';

export function micrositePath(shortName: string): string {
  return `pro/${encodeURIComponent(shortName)}.html`;
}

function micrositePage(listing: SampleListing): string {
  const { agency } = listing;
  const phone = spanishPhone(agency.phone);
  const url = `https://www.idealista.com/pro/${encodeURIComponent(agency.native_id)}/`;
  return `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>${e(agency.name)} - Inmobiliaria en idealista</title>
<link rel="canonical" href="${e(url)}"></head>
<body>
<section class="professional-info" data-microsite="${e(agency.native_id)}">
<h1 class="professional-name">${e(agency.name)}</h1>
<p class="office-address">${e(agency.address)}</p>
<p class="office-phone"><a href="tel:+34${e(phone.national)}">${e(phone.formatted)}</a></p>
<p class="office-web"><a href="${e(agency.website)}" rel="nofollow noopener" target="_blank">${e(agency.website.replace(/^https?:\/\//, ''))}</a></p>
</section>
</body>
</html>
`;
}

export function renderMicrosites(listings: readonly SampleListing[]): NativePayload[] {
  const first = new Map<string, SampleListing>();
  for (const l of listings) if (!first.has(l.agency.native_id)) first.set(l.agency.native_id, l);
  return [...first.values()].sort((a, b) => (a.agency.native_id < b.agency.native_id ? -1 : 1)).map((l) => ({ path: micrositePath(l.agency.native_id), content_type: 'text/html', body: micrositePage(l) }));
}
