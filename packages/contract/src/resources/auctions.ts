import { Type } from 'typebox';
import { DateTime, FreeObject, OpenEnum } from '../common.js';
import { AUCTION_STATUSES, AUCTION_STATUS_MEANINGS } from '../vocabulary.js';
import { Listing } from './listing.js';
import { Price } from './price.js';
import { Property } from './property.js';
import { Source } from './source.js';

export { AUCTION_STATUSES };

export const Auction = Type.Object(
  {
    id: Type.String({ description: 'Service auction id (`auc_…`).' }),
    status: OpenEnum(
      AUCTION_STATUSES,
      'Where the auction is in its lifecycle, computed at the time of the request from what the source states and the clock against `starts_at` and `ends_at`.',
      AUCTION_STATUS_MEANINGS,
    ),
    source: Source,
    listing: Type.Optional({ ...Listing, description: 'The platform listing the auction sells, where the source links one (a portal listing flagged for auction).' }),
    starts_at: Type.Optional(DateTime),
    ends_at: Type.Optional(DateTime),
    timezone: Type.Optional(Type.String({ description: 'IANA time zone the source states its times in (`Europe/Madrid`).' })),
    starting_bid: Type.Optional(Price),
    current_bid: Type.Optional(Price),
    reserve_disclosed: Type.Optional(Type.Boolean()),
    reserve: Type.Optional(Price),
    terms_url: Type.Optional(Type.String()),
    // Beyond the contract's fields: an official auction portal (BOE, ZVG) sells a lot that no
    // listing describes, and an auction without its place and lot is of no use to a caller.
    title: Type.Optional(Type.String({ description: 'The lot as the source names it.' })),
    description: Type.Optional(Type.String()),
    property: Type.Optional({ ...Property, description: 'The lot: its address, type and areas as the auction notice states them.' }),
    source_status: Type.Optional(Type.String({ description: 'The state exactly as the source gave it (`Celebrándose`, `Termin wurde aufgehoben`).' })),
    extensions: Type.Optional(FreeObject("The source's own fields, by its own names (court, case number, appraisal, deposit …).")),
  },
  { title: 'Auction' },
);
