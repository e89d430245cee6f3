import { Type } from 'typebox';
import { AGENCY_MATCH_METHODS, CONTACT_KINDS, HISTORY_EVENTS, LISTING_STATUSES, MEDIA_TYPES, TRANSACTIONS } from '../vocabulary.js';
import { DateTime, FreeObject, OpenEnum } from '../common.js';
import { Address } from './place.js';
import { Price } from './price.js';
import { Property } from './property.js';
import { Source } from './source.js';


export const ProfessionalContact = Type.Object(
  {
    kind: OpenEnum(CONTACT_KINDS, 'Kind of professional contact.'),
    value: Type.String(),
  },
  { title: 'ProfessionalContact' },
);

export const Agent = Type.Object(
  {
    id: Type.String({ description: 'Service agent id (`agt_…`).' }),
    source: Source,
    name: Type.String(),
    agency_id: Type.Optional(Type.String()),
    profile_url: Type.Optional(Type.String()),
    professional_contacts: Type.Optional(Type.Array(ProfessionalContact)),
    extensions: Type.Optional(FreeObject('Source-specific fields.')),
  },
  { title: 'Agent' },
);

/**
 * Another platform's agency that is likely the same office. Each platform's agency keeps its own
 * id; the evidence is stated, never merged silently.
 */
export const SameOffice = Type.Object(
  {
    agency_id: Type.String(),
    platform: Type.String(),
    match_method: OpenEnum(AGENCY_MATCH_METHODS, 'Which evidence the two agencies share.'),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
  },
  { title: 'SameOffice' },
);

export const Agency = Type.Object(
  {
    id: Type.String({ description: 'Service agency id (`agy_…`).' }),
    source: Source,
    name: Type.String(),
    address: Type.Optional(Address),
    website: Type.Optional(Type.String()),
    profile_url: Type.Optional(Type.String({ description: "The agency's or branch's page on the platform." })),
    professional_contacts: Type.Optional(Type.Array(ProfessionalContact, { description: 'Business contacts the platform published for the office.' })),
    extensions: Type.Optional(FreeObject('Source-specific fields (licence number, brand, MLS …).')),
    same_office: Type.Optional(Type.Array(SameOffice, { description: "Other platforms' agencies that are likely this office (getAgency only)." })),
  },
  { title: 'Agency' },
);


export const Media = Type.Object(
  {
    url: Type.String(),
    type: OpenEnum(MEDIA_TYPES, 'Kind of media.'),
    caption: Type.Optional(Type.String()),
    position: Type.Optional(Type.Integer({ minimum: 0 })),
    source: Type.Optional(Source),
  },
  { title: 'Media' },
);


export const Listing = Type.Object(
  {
    id: Type.String({ description: 'Service listing id (`lst_…`), stable for one platform listing.' }),
    source: Source,
    transaction: OpenEnum(TRANSACTIONS, 'Transaction the listing offers.'),
    status: OpenEnum(LISTING_STATUSES, 'Listing status on the service vocabulary.'),
    property: Property,
    price: Type.Optional(Price),
    observed_at: DateTime,
    native_id: Type.String(),
    source_status: Type.Optional(Type.String({ description: 'Status text exactly as the source gave it.' })),
    title: Type.Optional(Type.String()),
    url: Type.Optional(Type.String()),
    agent: Type.Optional(Agent),
    agency: Type.Optional(Agency),
    building_id: Type.Optional(Type.String({ description: 'The building the listing is in, when its platform has a page for it or the listing states enough to name it: a building name or house number with a full postcode, or street and house number (`bld_…`, getBuilding).' })),
    media: Type.Optional(Type.Array(Media)),
    source_updated_at: Type.Optional(DateTime),
    listed_at: Type.Optional(Type.String({ ...DateTime, description: 'When the source first published the ad, as it states it (fotocasa `date`, Rightmove `firstVisibleDate`).' })),
    extensions: Type.Optional(FreeObject('Source-specific fields, keyed by name.')),
    field_status: Type.Optional(FreeObject('Per-field disclosure, e.g. `{"price": "not_disclosed"}`.')),
  },
  { title: 'Listing' },
);

/** Item of getListingMedia: one media object with when it was seen. */
export const ListingMediaItem = Type.Object(
  {
    listing_id: Type.String(),
    url: Type.String(),
    type: OpenEnum(MEDIA_TYPES, 'Kind of media.'),
    caption: Type.Optional(Type.String()),
    position: Type.Optional(Type.Integer({ minimum: 0 })),
    source: Source,
    observed_at: DateTime,
  },
  { title: 'ListingMediaItem' },
);


/** Item of getListingHistory: an observation of the listing, or a change the source itself reported. */
export const ListingHistoryItem = Type.Object(
  {
    listing_id: Type.String(),
    event: OpenEnum(HISTORY_EVENTS, 'What happened.'),
    event_at: DateTime,
    price: Type.Optional(Price),
    status: Type.Optional(OpenEnum(LISTING_STATUSES, 'Status after the event.')),
    source_status: Type.Optional(Type.String()),
    source: Source,
  },
  { title: 'ListingHistoryItem' },
);

export const OpenHouse = Type.Object(
  {
    listing_id: Type.String(),
    starts_at: DateTime,
    ends_at: Type.Optional(DateTime),
    timezone: Type.Optional(Type.String({ description: 'IANA time zone of the property.' })),
    appointment_only: Type.Optional(Type.Boolean()),
    description: Type.Optional(Type.String()),
    source: Source,
  },
  { title: 'OpenHouse' },
);
