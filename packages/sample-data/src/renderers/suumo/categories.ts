/**
 * SUUMO's sale categories (物件種別). SUUMO searches one category at a time, and each has its
 * own URL prefix, its own `bs` code in the search query, and its own card fields: condos show
 * 専有面積 and バルコニー, houses 土地面積 and 建物面積, land 土地面積 and 建ぺい率・容積率.
 */
import type { PropertyType } from '@estate/contract/vocabulary';

export type CategoryKey = 'chukomansion' | 'shinchikumansion' | 'chukoikkodate' | 'shinchikuikkodate' | 'tochi';

export interface SuumoCategory {
  key: CategoryKey;
  /** The label SUUMO shows, which is also the term normalizePropertyType maps. */
  label: string;
  /** Path prefix of the category's detail URLs: `/ms/chuko/tokyo/sc_shinjuku/nc_12345678/`. */
  pathPrefix: string;
  /** The category code in SUUMO's search query (`bs=011`). */
  bs: string;
  shape: 'condo' | 'house' | 'land';
}

export const CATEGORIES: readonly SuumoCategory[] = [
  { key: 'chukomansion', label: '中古マンション', pathPrefix: '/ms/chuko/', bs: '011', shape: 'condo' },
  { key: 'shinchikumansion', label: '新築マンション', pathPrefix: '/ms/shinchiku/', bs: '010', shape: 'condo' },
  { key: 'chukoikkodate', label: '中古一戸建て', pathPrefix: '/chukoikkodate/', bs: '021', shape: 'house' },
  { key: 'shinchikuikkodate', label: '新築一戸建て', pathPrefix: '/ikkodate/', bs: '020', shape: 'house' },
  { key: 'tochi', label: '土地', pathPrefix: '/tochi/', bs: '030', shape: 'land' },
];

function byKey(key: CategoryKey): SuumoCategory {
  const found = CATEGORIES.find((c) => c.key === key);
  if (!found) throw new Error(`unknown SUUMO category ${key}`);
  return found;
}

// SUUMO has no category for semi-detached or terraced houses (they are 一戸建て), nor for US
// condos or co-ops (マンション): the service's finer types cannot survive a trip through SUUMO,
// exactly as they do not on the real site.
const HOUSE_TYPES: ReadonlySet<PropertyType> = new Set(['house', 'semi_detached', 'townhouse', 'manufactured']);

/** The category a listing appears under; `isNew` says whether the building is a new build (新築). */
export function categoryFor(propertyType: PropertyType, isNew: boolean): SuumoCategory {
  if (propertyType === 'land') return byKey('tochi');
  if (HOUSE_TYPES.has(propertyType)) return byKey(isNew ? 'shinchikuikkodate' : 'chukoikkodate');
  return byKey(isNew ? 'shinchikumansion' : 'chukomansion');
}
