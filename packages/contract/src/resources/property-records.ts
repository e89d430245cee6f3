import { Type } from 'typebox';
import { ClosedEnum, FreeObject, OpenEnum } from '../common.js';
import { Listing } from './listing.js';
import { Price } from './price.js';
import { Property } from './property.js';
import { Source } from './source.js';

export const RECORD_TYPES = ['property_record', 'transaction', 'tax_assessment', 'valuation', 'permit'] as const;

export const PropertyRecord = Type.Object(
  {
    id: Type.String(),
    record_type: OpenEnum(RECORD_TYPES, 'Kind of record.'),
    source: Source,
    fields: FreeObject('Record fields as the source publishes them.'),
    event_at: Type.Optional(Type.String({ description: 'Date or date-time the record refers to.' })),
    jurisdiction: Type.Optional(Type.String()),
  },
  { title: 'PropertyRecord' },
);

export const COMPARABLE_BASES = ['closed_sale', 'active_listing', 'rental_listing', 'closed_lease'] as const;
export const ComparableBasis = ClosedEnum(COMPARABLE_BASES, 'What the comparable is.');

export const Comparable = Type.Object(
  {
    property: Property,
    price: Type.Optional(Price),
    basis: ComparableBasis,
    selection_method: Type.Optional(Type.String({ description: 'How the comparable was chosen, e.g. `radius_and_size`.' })),
    source: Source,
    listing: Type.Optional(Listing),
    event_at: Type.Optional(Type.String()),
    distance_meters: Type.Optional(Type.Number({ minimum: 0 })),
    similarity: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'How alike the comparable is to the property (1 = same type, size and rooms, at the same spot, just now); the list is ordered by it.' })),
  },
  { title: 'Comparable' },
);
