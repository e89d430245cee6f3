import type { AgencyBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import type { StoredAgency } from '@estate/documents';
import { agencyId } from '@estate/normalize';
import { agencySearchDocument, type SearchDocument } from '@estate/search';
import { agencyMatchKeys, strongestMatchKey } from '../agency-match-rules.js';
import { sourceOf } from '../source-of.js';
import { projection, type ProjectionSink } from './projection.js';
import { extensionsOf, placeOf } from './professional-facts.js';

type AgencyDocuments = { agencies: StoredAgency; agency_search: SearchDocument };

/**
 * `agency.observed`: the agency's row in `agencies`, its Agency document in the `agencies`
 * bucket and its search fields in `agency_search`. Its id is the listing documents' rule
 * (platform + native id), so a listing's `agency.id` finds it.
 */
export const agencyProjection = projection({
  tables: ['agencies'],
  documents: ['agencies', 'agency_search'],
  project(event: EventOf<'agency.observed'>, out: ProjectionSink<'agencies', AgencyDocuments>) {
    const d = event.data;
    const id = agencyId(event.platform, d.native_id);
    const extensions = extensionsOf(d);
    const agency: AgencyBody = {
      id,
      source: sourceOf(event),
      name: d.name,
      ...(d.address ? { address: d.address } : {}),
      ...(d.website !== undefined ? { website: d.website } : {}),
      ...(d.profile_url !== undefined ? { profile_url: d.profile_url } : {}),
      ...(d.professional_contacts?.length ? { professional_contacts: d.professional_contacts } : {}),
      ...(extensions ? { extensions } : {}),
    };
    const place = placeOf(d);
    const phone = d.professional_contacts?.find((c) => c.kind === 'business_phone')?.value;
    const keys = agencyMatchKeys({ country: d.country, city: place.city, licence_number: d.licence_number, website: d.website, phone });
    const version = { observed_at: event.observed_at, event_id: event.id };
    out.row('agencies', {
      agency_id: id,
      platform: event.platform,
      native_id: d.native_id,
      name: d.name,
      country: d.country,
      ...place,
      licence_number: d.licence_number ?? '',
      website: d.website ?? '',
      group_key: strongestMatchKey(keys) ?? '',
      document: JSON.stringify(agency),
      ...version,
    });
    out.document('agencies', id, { agency, ...version });
    out.document(
      'agency_search',
      id,
      agencySearchDocument(version, {
        platform: event.platform,
        country: d.country,
        name: d.name,
        ...place,
        observed_at: Date.parse(event.observed_at),
        licence_key: keys.licence_number ?? '',
        website_key: keys.website ?? '',
        phone_key: keys.phone ?? '',
      }),
    );
  },
});
