import { Type } from 'typebox';
import { ACCESS_CLASSES } from '../vocabulary.js';
import { CountryCode, DateTime, OpenEnum, PlatformName } from '../common.js';


export const Source = Type.Object(
  {
    platform: PlatformName,
    provider: Type.String({ description: 'Who collected the record: the collector service and its fetch mode.' }),
    observed_at: DateTime,
    access_class: OpenEnum(ACCESS_CLASSES, 'How the source is reached.'),
    country: Type.Optional(CountryCode),
    native_id: Type.Optional(Type.String({ description: 'Identifier of the record in the source.' })),
    url: Type.Optional(Type.String({ description: 'Where the source shows the record.' })),
    source_updated_at: Type.Optional(DateTime),
    retrieved_at: Type.Optional(DateTime),
  },
  { title: 'Source', description: 'Provenance of a record: which platform said it, when, and how it was reached.' },
);
