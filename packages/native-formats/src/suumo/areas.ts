/**
 * SUUMO's place vocabulary is its search parameters: `ar` the area block (030 関東), `ta` the
 * prefecture's JIS code (13), `sc` a municipality's JIS code (13103, repeatable). A category's
 * city page (`/ms/chuko/tokyo/city/`) lists a prefecture's municipalities as `sc` checkboxes of
 * its search form, beside hidden `ar`, `bs` and `ta` inputs.
 */
export function cityPageUrl(pathPrefix: string, prefectureSlug: string): string {
  return `https://suumo.jp${pathPrefix}${prefectureSlug}/city/`;
}

/** The selector of a place: the search parameter and its value (`ta=13`, `sc=13103`). */
export function areaSelector(parameter: 'ta' | 'sc', code: string): string {
  return `${parameter}=${code}`;
}

/** The romanised prefecture names SUUMO puts in its paths (`/ms/chuko/tokyo/…`). */
const PREFECTURE_SLUGS: Readonly<Record<string, string>> = {
  北海道: 'hokkaido', 青森県: 'aomori', 岩手県: 'iwate', 宮城県: 'miyagi', 秋田県: 'akita', 山形県: 'yamagata',
  福島県: 'fukushima', 茨城県: 'ibaraki', 栃木県: 'tochigi', 群馬県: 'gumma', 埼玉県: 'saitama', 千葉県: 'chiba',
  東京都: 'tokyo', 神奈川県: 'kanagawa', 新潟県: 'niigata', 富山県: 'toyama', 石川県: 'ishikawa', 福井県: 'fukui',
  山梨県: 'yamanashi', 長野県: 'nagano', 岐阜県: 'gifu', 静岡県: 'shizuoka', 愛知県: 'aichi', 三重県: 'mie',
  滋賀県: 'shiga', 京都府: 'kyoto', 大阪府: 'osaka', 兵庫県: 'hyogo', 奈良県: 'nara', 和歌山県: 'wakayama',
  鳥取県: 'tottori', 島根県: 'shimane', 岡山県: 'okayama', 広島県: 'hiroshima', 山口県: 'yamaguchi',
  徳島県: 'tokushima', 香川県: 'kagawa', 愛媛県: 'ehime', 高知県: 'kochi', 福岡県: 'fukuoka', 佐賀県: 'saga',
  長崎県: 'nagasaki', 熊本県: 'kumamoto', 大分県: 'oita', 宮崎県: 'miyazaki', 鹿児島県: 'kagoshima', 沖縄県: 'okinawa',
};

export function prefectureSlug(prefecture: string): string | undefined {
  return PREFECTURE_SLUGS[prefecture.trim()];
}

/** Where a replay folder keeps a prefecture's city page (`city/tokyo.html`). */
export function cityPagePath(prefectureSlug: string): string {
  return `city/${prefectureSlug}.html`;
}
