/** Which of SUUMO's sale categories (物件種別) a page is about, from its URL, label or `bs` code. */
import { suumo } from '@estate/native-formats';

/** The category of a detail URL (absolute or a path), from its prefix. */
export function categoryOfUrl(url: string): suumo.SuumoCategory | undefined {
  const path = url.replace(/^https?:\/\/[^/]+/i, '');
  return suumo.CATEGORIES.find((c) => path.startsWith(c.pathPrefix));
}

/** The category a label names ("中古マンション"), if it is one of SUUMO's. */
export function categoryOfLabel(label: string): suumo.SuumoCategory | undefined {
  const text = label.normalize('NFKC').trim();
  return suumo.CATEGORIES.find((c) => text === c.label || text === c.label.replace(/て$/, ''));
}

/** The category of a search page's `bs` code (`bs=011`). */
export function categoryOfBs(bs: string): suumo.SuumoCategory | undefined {
  return suumo.CATEGORIES.find((c) => c.bs === bs);
}
