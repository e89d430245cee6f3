/** The SUUMO category (物件種別) a sample listing is filed under. */
import type { PropertyType } from '@estate/contract/vocabulary';
import { suumo } from '@estate/native-formats';

function byKey(key: suumo.CategoryKey): suumo.SuumoCategory {
  const found = suumo.CATEGORIES.find((c) => c.key === key);
  if (!found) throw new Error(`unknown SUUMO category ${key}`);
  return found;
}

// SUUMO has no category for semi-detached or terraced houses (they are 一戸建て), nor for US
// condos or co-ops (マンション): the service's finer types cannot survive a trip through SUUMO,
// exactly as they do not on the real site.
const HOUSE_TYPES: ReadonlySet<PropertyType> = new Set(['house', 'semi_detached', 'townhouse', 'manufactured']);

/** The category a listing appears under; `isNew` says whether the building is a new build (新築). */
export function categoryFor(propertyType: PropertyType, isNew: boolean): suumo.SuumoCategory {
  if (propertyType === 'land') return byKey('tochi');
  if (HOUSE_TYPES.has(propertyType)) return byKey(isNew ? 'shinchikuikkodate' : 'chukoikkodate');
  return byKey(isNew ? 'shinchikumansion' : 'chukomansion');
}
