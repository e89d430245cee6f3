import { Type } from 'typebox';
import { DateTime, OpenEnum } from '../common.js';
import { Listing } from './listing.js';
import { Price } from './price.js';
import { Source } from './source.js';

export const AUCTION_STATUSES = ['scheduled', 'open', 'closed', 'postponed', 'cancelled', 'sold'] as const;

export const Auction = Type.Object(
  {
    id: Type.String({ description: 'Service auction id (`auc_…`).' }),
    status: OpenEnum(AUCTION_STATUSES, 'Auction status (the contract leaves it a free string).'),
    source: Source,
    listing: Type.Optional(Listing),
    starts_at: Type.Optional(DateTime),
    ends_at: Type.Optional(DateTime),
    timezone: Type.Optional(Type.String()),
    starting_bid: Type.Optional(Price),
    current_bid: Type.Optional(Price),
    reserve_disclosed: Type.Optional(Type.Boolean()),
    reserve: Type.Optional(Price),
    terms_url: Type.Optional(Type.String()),
  },
  { title: 'Auction' },
);
