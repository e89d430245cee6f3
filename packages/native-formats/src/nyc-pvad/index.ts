/**
 * NYC Department of Finance "Property Valuation and Assessment Data Tax Classes 1,2,3,4"
 * (NYC Open Data 8y4t-faws) as the portal exports it: one CSV, 139 columns named as the dataset
 * names them (sources.md §2.2, §3). One row per parcel (`PARID`, the 10-digit BBL), roll `YEAR`
 * (the fiscal year) and `PERIOD` (1 tentative, 2 change by notice, 3 final); the `CUR*` columns
 * are the year's values, `PY*` the prior year's, `MKT` market, `ACT` actual assessed, `TRN`
 * transitional, `TXB` taxable. The SODA API names the same columns in lower case.
 */
export const PVAD_FILE = 'Property_Valuation_and_Assessment_Data_Tax_Classes_1,2,3,4.csv';

const VALUE_BLOCK = (prefix: string): string[] =>
  ['MKTLAND', 'MKTTOT', 'ACTLAND', 'ACTTOT', 'ACTEXTOT', 'TRNLAND', 'TRNTOT', 'TRNEXTOT', 'TXBTOT', 'TXBEXTOT', 'TAXCLASS'].map((c) => `${prefix}${c}`);

export const PVAD_COLUMNS: readonly string[] = [
  'PARID', 'BORO', 'BLOCK', 'LOT', 'EASEMENT', 'SUBIDENT-REUC', 'RECTYPE', 'YEAR', 'IDENT', 'SUBIDENT', 'ROLL_SECTION', 'SECVOL',
  ...VALUE_BLOCK('PY'), ...VALUE_BLOCK('TEN'), ...VALUE_BLOCK('CBN'), ...VALUE_BLOCK('FIN'), ...VALUE_BLOCK('CUR'),
  'PERIOD', 'NEWDROP', 'NOAV', 'VALREF', 'BLDG_CLASS', 'OWNER', 'ZONING', 'HOUSENUM_LO', 'HOUSENUM_HI', 'STREET_NAME', 'ZIP_CODE',
  'GEPSUPPORT_RC', 'STCODE', 'LOT_FRT', 'LOT_DEP', 'LOT_IRREG', 'BLD_FRT', 'BLD_DEP', 'BLD_EXT', 'BLD_STORY', 'CORNER', 'LAND_AREA',
  'NUM_BLDGS', 'YRBUILT', 'YRBUILT_RANGE', 'YRBUILT_FLAG', 'YRALT1', 'YRALT1_RANGE', 'YRALT2', 'YRALT2_RANGE', 'COOP_APTS', 'UNITS',
  'REUC_REF', 'APTNO', 'COOP_NUM', 'CPB_BORO', 'CPB_DIST', 'APPT_DATE', 'APPT_BORO', 'APPT_BLOCK', 'APPT_LOT', 'APPT_EASE',
  'CONDO_Number', 'CONDO_SFX1', 'CONDO_SFX2', 'CONDO_SFX3', 'UAF_LAND', 'UAF_BLDG', 'PROTEST_1', 'PROTEST_2', 'PROTEST_OLD',
  'ATTORNEY_GROUP1', 'ATTORNEY_GROUP2', 'ATTORNEY_GROUP_OLD', 'GROSS_SQFT', 'HOTEL_AREA_GROSS', 'OFFICE_AREA_GROSS',
  'RESIDENTIAL_AREA_GROSS', 'RETAIL_AREA_GROSS', 'LOFT_AREA_GROSS', 'FACTORY_AREA_GROSS', 'WAREHOUSE_AREA_GROSS',
  'STORAGE_AREA_GROSS', 'GARAGE_AREA', 'OTHER_AREA_GROSS', 'REUC_DESCRIPTION', 'EXTRACRDT', 'PYTAXFLAG', 'TENTAXFLAG',
  'CBNTAXFLAG', 'FINTAXFLAG', 'CURTAXFLAG',
];

/** How the SODA API (and a reader that accepts both) names a column: lower case, `-` as `_`. */
export function fieldName(column: string): string {
  return column.trim().toLowerCase().replaceAll('-', '_');
}

/** The roll's periods. */
export const PERIODS: Readonly<Record<string, string>> = { '1': 'tentative', '2': 'change_by_notice', '3': 'final' };
