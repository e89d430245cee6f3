/**
 * The romanised place names SUUMO puts in its URLs (`/ms/chuko/tokyo/sc_shinjuku/…`; the
 * prefectures' are native-formats', which the collector's live plan shares), and a
 * nearby station per city for the 沿線・駅 line the renderer writes. Only the renderer uses
 * these: the parser reads the native id from the URL and never needs the place slugs.
 */
import { suumo } from '@estate/native-formats';

// SUUMO's own city slugs for the places samples are most often drawn from. Elsewhere the
// renderer falls back to SUUMO's query-style detail URL, which carries no place slug at all.
const CITIES: Readonly<Record<string, string>> = {
  千代田区: 'chiyoda', 中央区: 'chuo', 港区: 'minato', 新宿区: 'shinjuku', 文京区: 'bunkyo', 台東区: 'taito',
  墨田区: 'sumida', 江東区: 'koto', 品川区: 'shinagawa', 目黒区: 'meguro', 大田区: 'ota', 世田谷区: 'setagaya',
  渋谷区: 'shibuya', 中野区: 'nakano', 杉並区: 'suginami', 豊島区: 'toshima', 北区: 'kita', 荒川区: 'arakawa',
  板橋区: 'itabashi', 練馬区: 'nerima', 足立区: 'adachi', 葛飾区: 'katsushika', 江戸川区: 'edogawa',
  武蔵野市: 'musashino', 三鷹市: 'mitaka', 横浜市西区: 'yokohamashinishi', 横浜市中区: 'yokohamashinaka',
  横浜市港北区: 'yokohamashikohoku', 川崎市中原区: 'kawasakishinakahara', さいたま市浦和区: 'saitamashiurawa',
  さいたま市大宮区: 'saitamashiomiya', 千葉市中央区: 'chibashichuo', 大阪市北区: 'osakashikita',
  大阪市中央区: 'osakashichuo', 大阪市西区: 'osakashinishi', 京都市中京区: 'kyotoshinakagyo', 神戸市中央区: 'kobeshichuo',
  名古屋市中区: 'nagoyashinaka', 名古屋市東区: 'nagoyashihigashi', 札幌市中央区: 'sapporoshichuo',
  福岡市中央区: 'fukuokashichuo', 福岡市博多区: 'fukuokashihakata', 仙台市青葉区: 'sendaishiaobaku',
  広島市中区: 'hiroshimashinaka',
};

const STATIONS: Readonly<Record<string, string>> = {
  千代田区: '東京メトロ半蔵門線「半蔵門」', 中央区: '東京メトロ日比谷線「築地」', 港区: '東京メトロ日比谷線「六本木」',
  新宿区: 'ＪＲ山手線「新宿」', 文京区: '東京メトロ丸ノ内線「茗荷谷」', 台東区: 'ＪＲ山手線「上野」',
  墨田区: '東京メトロ半蔵門線「錦糸町」', 江東区: '東京メトロ有楽町線「豊洲」', 品川区: 'ＪＲ山手線「大崎」',
  目黒区: '東急東横線「中目黒」', 大田区: '東急池上線「蒲田」', 世田谷区: '東急田園都市線「三軒茶屋」',
  渋谷区: 'ＪＲ山手線「恵比寿」', 中野区: 'ＪＲ中央線「中野」', 杉並区: 'ＪＲ中央線「荻窪」',
  豊島区: 'ＪＲ山手線「池袋」', 北区: 'ＪＲ京浜東北線「王子」', 練馬区: '西武池袋線「練馬」',
  横浜市西区: 'ＪＲ東海道本線「横浜」', 横浜市中区: 'ＪＲ根岸線「関内」', 大阪市北区: '大阪メトロ御堂筋線「梅田」',
  大阪市中央区: '大阪メトロ御堂筋線「本町」', 京都市中京区: '京都市営地下鉄烏丸線「烏丸御池」',
  名古屋市中区: '名古屋市営地下鉄東山線「栄」', 札幌市中央区: '札幌市営地下鉄南北線「大通」',
  福岡市中央区: '福岡市地下鉄空港線「天神」', 福岡市博多区: 'ＪＲ鹿児島本線「博多」', 仙台市青葉区: 'ＪＲ東北本線「仙台」',
};

export function prefectureSlug(region: string): string | undefined {
  return suumo.prefectureSlug(region);
}

export function citySlug(city: string): string | undefined {
  return CITIES[city.trim()];
}

/** A station serving the city, as SUUMO writes it (line, then the station in 「」). */
export function stationFor(city: string): string | undefined {
  return STATIONS[city.trim()];
}
