/** The dataset name every Price Paid record carries (`property_record.dataset`). */
export const PPD_DATASET = 'ppd';

/** The 16 columns of every Price Paid file, in order (the files have no header; gov.uk "About the Price Paid Data"). */
export const PPD_COLUMNS = [
  'Transaction unique identifier',
  'Price',
  'Date of Transfer',
  'Postcode',
  'Property Type',
  'Old/New',
  'Duration',
  'PAON',
  'SAON',
  'Street',
  'Locality',
  'Town/City',
  'District',
  'County',
  'PPDCategory Type',
  'Record Status - monthly file only',
] as const;

export const RECORD_STATUS_COLUMN = PPD_COLUMNS[15];

/** `Property Type` on the service vocabulary; O (other: commercial, land, garages) has none. */
export const PROPERTY_TYPES: Readonly<Record<string, string>> = { D: 'house', S: 'semi_detached', T: 'townhouse', F: 'apartment' };

/** `Duration`: F freehold, L leasehold (leases of seven years or less are not in the data). */
export const TENURES: Readonly<Record<string, 'freehold' | 'leasehold'>> = { F: 'freehold', L: 'leasehold' };
