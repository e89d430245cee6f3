import { Type, type TString } from 'typebox';

// The events' own primitives. The vocabularies (open enumerations) are the contract's, from
// @estate/contract/vocabulary, and so are the value objects (payloads/common.ts): events are the
// collectors' contract with the projector, so a contract change that would change their shape
// must show — test/value-objects.test.ts pins it.

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

/** What a member of an open vocabulary looks like in an event: a lower-case token. */
const VOCABULARY_TOKEN = '^[a-z0-9][a-z0-9_:.-]*$';

/**
 * A vocabulary whose members grow over time. Payloads accept any lower-case token so that a
 * collector adding a member is an additive change, not a new schema version; the known
 * members are documented on the schema.
 */
export function OpenEnum(members: readonly string[], description: string): TString {
  return Type.String({
    pattern: VOCABULARY_TOKEN,
    'x-extensible-enum': [...members],
    description: `${description} Known values: ${members.join(', ')}.`,
  });
}

/** Free-form object whose keys the source decides. */
export const FreeObject = Type.Record(Type.String(), Type.Unknown());

/**
 * The contract's open vocabulary (an OpenEnum of @estate/contract: members, meanings) held to
 * the events' token rule. The contract accepts any string in an answer; an event is checked
 * before it is published, so a member written wrongly is refused there.
 */
export function tokenVocabulary(served: TString): TString {
  return Type.String({ ...served, pattern: VOCABULARY_TOKEN });
}
