import { Type, type TString } from 'typebox';

// The wire shapes are the events' own, apart from @estate/contract's schemas: events are the
// collectors' contract with the projector and must not change shape when the HTTP contract
// does. Only the vocabularies (open enumerations) are shared, from @estate/contract/vocabulary.

export const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601 date-time.' });
export const IsoDate = Type.String({ format: 'date', description: 'ISO 8601 calendar date.' });

/** Amounts travel as decimal strings so no consumer loses precision to binary floats. */
export const DecimalString = Type.String({
  pattern: '^-?[0-9]+(\\.[0-9]+)?$',
  description: 'Decimal number as a string, e.g. `1250000` or `1200.50`.',
});

export const CountryCode = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, upper case.' });
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency code.' });

/** Also a NATS subject token, hence no dots, spaces or wildcards. */
export const PlatformName = Type.String({
  pattern: '^[a-z][a-z0-9_-]{0,39}$',
  description: 'Platform identifier, e.g. `zillow`, `rightmove`.',
});

export const NonEmptyString = Type.String({ minLength: 1 });

/**
 * A vocabulary whose members grow over time. Payloads accept any lower-case token so that a
 * collector adding a member is an additive change, not a new schema version; the known
 * members are documented on the schema.
 */
export function OpenEnum(members: readonly string[], description: string): TString {
  return Type.String({
    pattern: '^[a-z0-9][a-z0-9_:.-]*$',
    'x-extensible-enum': [...members],
    description: `${description} Known values: ${members.join(', ')}.`,
  });
}

/** Free-form object whose keys the source decides. */
export const FreeObject = Type.Record(Type.String(), Type.Unknown());
