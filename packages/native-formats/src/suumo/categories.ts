/**
 * SUUMO's sale categories (物件種別). SUUMO searches one category at a time, and each has its
 * own URL prefix, its own `bs` code in the search query, and its own card fields: condos show
 * 専有面積 and バルコニー, houses 土地面積 and 建物面積, land 土地面積 and 建ぺい率・容積率.
 */

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
