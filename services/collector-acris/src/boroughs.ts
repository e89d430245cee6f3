import type { PropertyType } from '@estate/contract/vocabulary';

/** The city a borough's addresses are written with (Manhattan's postal city is New York). */
export const BOROUGH_CITIES: Readonly<Record<number, string>> = {
  1: 'New York',
  2: 'Bronx',
  3: 'Brooklyn',
  4: 'Queens',
  5: 'Staten Island',
};

/** ACRIS property type codes of homes on the service's vocabulary; other codes keep only the code. */
export const PROPERTY_TYPE_OF: Readonly<Record<string, PropertyType>> = {
  D1: 'house',
  D2: 'multi_family',
  D3: 'multi_family',
  D4: 'multi_family',
  SC: 'condo',
  SP: 'co_op',
};
