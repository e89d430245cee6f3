import { Type, type TSchema, type TString } from 'typebox';

/** The contract version every response reports as `meta.schema_version`. */
export const CONTRACT_VERSION = '0.1.0';

// `examples` here feed the examples renderers build for every answer that holds these values.
export const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601 date-time (UTC, `Z`).', examples: ['2026-11-24T08:15:00Z'] });
export const IsoDate = Type.String({ format: 'date', description: 'ISO 8601 calendar date.', examples: ['2026-11-24'] });

/** Amounts travel as decimal strings so no client loses precision to binary floats. */
export const DecimalString = Type.String({
  pattern: '^-?[0-9]+(\\.[0-9]+)?$',
  description: 'Decimal number as a string, e.g. `1250000` or `1200.50`.',
  examples: ['1250000'],
});

export const CountryCode = Type.String({
  pattern: '^[A-Z]{2}$',
  description: 'ISO 3166-1 alpha-2 country code, upper case.',
  examples: ['GB'],
});

export const CurrencyCode = Type.String({
  pattern: '^[A-Z]{3}$',
  description: 'ISO 4217 currency code.',
  examples: ['GBP'],
});

export const PlatformName = Type.String({
  pattern: '^[a-z][a-z0-9_-]{0,39}$',
  description: 'Platform identifier, e.g. `zillow`, `rightmove`, `idealista`, `immoscout24`, `suumo`.',
  examples: ['rightmove'],
});

/**
 * An enumeration whose full member list the contract does not fix. Responses may carry members
 * added later, so clients must accept any string; the members known today travel as
 * `x-extensible-enum` and are listed in the description, each with its meaning when given.
 */
export function OpenEnum<const T extends readonly string[]>(members: T, description: string, meanings?: Readonly<Record<T[number], string>>): TString {
  const known = meanings
    ? `Known values:\n\n${members.map((m: T[number]) => `- \`${m}\`: ${meanings[m]}.`).join('\n')}\n\nOpen: accept unknown values.`
    : `Known values: ${members.map((m) => `\`${m}\``).join(', ')}. Open: accept unknown values.`;
  return Type.String({
    'x-extensible-enum': [...members],
    description: `${description} ${known}`,
  });
}

/** A closed enumeration: requests naming anything else are rejected with 400. */
export function ClosedEnum<const T extends readonly [string, ...string[]]>(members: T, description: string, options: { default?: T[number] } = {}) {
  return Type.Unsafe<T[number]>({
    type: 'string',
    enum: [...members],
    ...options,
    description: `${description} One of: ${members.map((m) => `\`${m}\``).join(', ')}.`,
  });
}

/** A free-form object whose inner keys the contract leaves open. */
export function FreeObject(description: string) {
  return Type.Object({}, { additionalProperties: true, description });
}

/** Request objects reject fields they do not know, so a typo never passes silently. */
export function StrictObject<T extends Record<string, TSchema>>(properties: T, options: { title?: string; description?: string; minProperties?: number } = {}) {
  return Type.Object(properties, { ...options, additionalProperties: false });
}
