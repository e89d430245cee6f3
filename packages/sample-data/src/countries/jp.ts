import type { CountryProfile, TypeSpec } from '../profile.js';

const types: readonly TypeSpec[] = [
  { type: 'apartment', subtype: 'mansion', weight: 68, denseWeight: 82, areaMedian: 66, areaSigma: 0.25, priceFactor: 1, house: false },
  { type: 'house', subtype: 'detached', weight: 32, denseWeight: 18, areaMedian: 98, areaSigma: 0.18, priceFactor: 0.8, plot: [80, 200], house: true },
];

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

export const JP: CountryProfile = {
  country: 'JP',
  currency: 'JPY',
  weight: 15,
  types,
  cities: [
    {
      name: '港区', region: '東京都', lat: 35.6581, lon: 139.7516, pricePerSqm: 1_550_000, weight: 10, dense: true, phonePrefix: '03',
      districts: [
        { name: '六本木', lat: 35.6628, lon: 139.731, postcodes: ['106-0032'], priceFactor: 1.2, stations: [{ line: '東京メトロ日比谷線', name: '六本木' }, { line: '都営大江戸線', name: '六本木' }] },
        { name: '麻布十番', lat: 35.6545, lon: 139.737, postcodes: ['106-0045'], priceFactor: 1.15, stations: [{ line: '東京メトロ南北線', name: '麻布十番' }] },
        { name: '白金', lat: 35.644, lon: 139.728, postcodes: ['108-0072'], priceFactor: 1, stations: [{ line: '東京メトロ南北線', name: '白金高輪' }] },
        { name: '芝浦', lat: 35.64, lon: 139.75, postcodes: ['108-0023'], priceFactor: 0.85, stations: [{ line: 'JR山手線', name: '田町' }] },
        { name: '赤坂', lat: 35.672, lon: 139.737, postcodes: ['107-0052'], priceFactor: 1.1, stations: [{ line: '東京メトロ千代田線', name: '赤坂' }] },
      ],
      streets: [],
    },
    {
      name: '世田谷区', region: '東京都', lat: 35.6464, lon: 139.6532, pricePerSqm: 920_000, weight: 10, dense: true, phonePrefix: '03',
      districts: [
        { name: '三軒茶屋', lat: 35.643, lon: 139.67, postcodes: ['154-0024'], priceFactor: 1.1, stations: [{ line: '東急田園都市線', name: '三軒茶屋' }] },
        { name: '玉川', lat: 35.611, lon: 139.627, postcodes: ['158-0094'], priceFactor: 1.15, stations: [{ line: '東急田園都市線', name: '二子玉川' }] },
        { name: '北沢', lat: 35.661, lon: 139.668, postcodes: ['155-0031'], priceFactor: 1.05, stations: [{ line: '小田急線', name: '下北沢' }, { line: '京王井の頭線', name: '下北沢' }] },
        { name: '成城', lat: 35.641, lon: 139.6, postcodes: ['157-0066'], priceFactor: 1.1, stations: [{ line: '小田急線', name: '成城学園前' }] },
        { name: '経堂', lat: 35.651, lon: 139.636, postcodes: ['156-0052'], priceFactor: 0.95, stations: [{ line: '小田急線', name: '経堂' }] },
      ],
      streets: [],
    },
    {
      name: '横浜市', region: '神奈川県', lat: 35.4437, lon: 139.638, pricePerSqm: 620_000, weight: 11, phonePrefix: '045',
      districts: [
        { name: 'みなとみらい', ward: '西区', lat: 35.457, lon: 139.632, postcodes: ['220-0012'], priceFactor: 1.45, stations: [{ line: 'みなとみらい線', name: 'みなとみらい' }] },
        { name: '青葉台', ward: '青葉区', lat: 35.543, lon: 139.518, postcodes: ['227-0062'], priceFactor: 1, stations: [{ line: '東急田園都市線', name: '青葉台' }] },
        { name: '日吉', ward: '港北区', lat: 35.553, lon: 139.647, postcodes: ['223-0061'], priceFactor: 1.05, stations: [{ line: '東急東横線', name: '日吉' }] },
        { name: '山手町', ward: '中区', lat: 35.439, lon: 139.652, postcodes: ['231-0862'], priceFactor: 1.2, stations: [{ line: 'JR根岸線', name: '石川町' }] },
        { name: '上大岡西', ward: '港南区', lat: 35.409, lon: 139.596, postcodes: ['233-0002'], priceFactor: 0.8, stations: [{ line: '京急本線', name: '上大岡' }] },
      ],
      streets: [],
    },
    {
      name: '大阪市', region: '大阪府', lat: 34.6937, lon: 135.5023, pricePerSqm: 680_000, weight: 12, dense: true, phonePrefix: '06',
      districts: [
        { name: '梅田', ward: '北区', lat: 34.705, lon: 135.498, postcodes: ['530-0001'], priceFactor: 1.4, stations: [{ line: '大阪メトロ御堂筋線', name: '梅田' }] },
        { name: '北堀江', ward: '西区', lat: 34.674, lon: 135.493, postcodes: ['550-0014'], priceFactor: 1.15, stations: [{ line: '大阪メトロ長堀鶴見緑地線', name: '西大橋' }] },
        { name: '上本町', ward: '天王寺区', lat: 34.665, lon: 135.52, postcodes: ['543-0001'], priceFactor: 1.05, stations: [{ line: '近鉄大阪線', name: '大阪上本町' }] },
        { name: '福島', ward: '福島区', lat: 34.695, lon: 135.484, postcodes: ['553-0003'], priceFactor: 1.05, stations: [{ line: 'JR大阪環状線', name: '福島' }] },
        { name: '谷町', ward: '中央区', lat: 34.68, lon: 135.516, postcodes: ['540-0012'], priceFactor: 1, stations: [{ line: '大阪メトロ谷町線', name: '谷町四丁目' }] },
      ],
      streets: [],
    },
    {
      name: '名古屋市', region: '愛知県', lat: 35.1815, lon: 136.9066, pricePerSqm: 470_000, weight: 10, phonePrefix: '052',
      districts: [
        { name: '栄', ward: '中区', lat: 35.168, lon: 136.908, postcodes: ['460-0008'], priceFactor: 1.35, stations: [{ line: '名古屋市営地下鉄東山線', name: '栄' }] },
        { name: '覚王山', ward: '千種区', lat: 35.167, lon: 136.952, postcodes: ['464-0841'], priceFactor: 1.1, stations: [{ line: '名古屋市営地下鉄東山線', name: '覚王山' }] },
        { name: '八事', ward: '昭和区', lat: 35.137, lon: 136.963, postcodes: ['466-0825'], priceFactor: 1.05, stations: [{ line: '名古屋市営地下鉄鶴舞線', name: '八事' }] },
        { name: '泉', ward: '東区', lat: 35.176, lon: 136.915, postcodes: ['461-0001'], priceFactor: 1.15, stations: [{ line: '名古屋市営地下鉄桜通線', name: '高岳' }] },
        { name: '大曽根', ward: '北区', lat: 35.19, lon: 136.936, postcodes: ['462-0825'], priceFactor: 0.8, stations: [{ line: 'JR中央本線', name: '大曽根' }] },
      ],
      streets: [],
    },
    {
      name: '福岡市', region: '福岡県', lat: 33.5902, lon: 130.4017, pricePerSqm: 480_000, weight: 9, phonePrefix: '092',
      districts: [
        { name: '大濠', ward: '中央区', lat: 33.586, lon: 130.377, postcodes: ['810-0052'], priceFactor: 1.3, stations: [{ line: '福岡市地下鉄空港線', name: '大濠公園' }] },
        { name: '博多駅前', ward: '博多区', lat: 33.589, lon: 130.42, postcodes: ['812-0011'], priceFactor: 1.15, stations: [{ line: 'JR鹿児島本線', name: '博多' }] },
        { name: '百道浜', ward: '早良区', lat: 33.593, lon: 130.352, postcodes: ['814-0001'], priceFactor: 1.1, stations: [{ line: '福岡市地下鉄空港線', name: '西新' }] },
        { name: '薬院', ward: '中央区', lat: 33.581, lon: 130.398, postcodes: ['810-0022'], priceFactor: 1.15, stations: [{ line: '西鉄天神大牟田線', name: '薬院' }] },
        { name: '千早', ward: '東区', lat: 33.65, lon: 130.44, postcodes: ['813-0044'], priceFactor: 0.85, stations: [{ line: 'JR鹿児島本線', name: '千早' }] },
      ],
      streets: [],
    },
    {
      name: '札幌市', region: '北海道', lat: 43.0618, lon: 141.3545, pricePerSqm: 360_000, weight: 9, phonePrefix: '011',
      districts: [
        { name: '宮ケ丘', ward: '中央区', lat: 43.054, lon: 141.317, postcodes: ['064-0959'], priceFactor: 1.2, stations: [{ line: '札幌市営地下鉄東西線', name: '円山公園' }] },
        { name: '北二十四条西', ward: '北区', lat: 43.09, lon: 141.34, postcodes: ['001-0024'], priceFactor: 0.95, stations: [{ line: '札幌市営地下鉄南北線', name: '北24条' }] },
        { name: '平岸', ward: '豊平区', lat: 43.035, lon: 141.37, postcodes: ['062-0931'], priceFactor: 0.9, stations: [{ line: '札幌市営地下鉄南北線', name: '平岸' }] },
        { name: '大通西', ward: '中央区', lat: 43.06, lon: 141.35, postcodes: ['060-0042'], priceFactor: 1.3, stations: [{ line: '札幌市営地下鉄南北線', name: '大通' }] },
      ],
      streets: [],
    },
    {
      name: '京都市', region: '京都府', lat: 35.0116, lon: 135.7681, pricePerSqm: 640_000, weight: 9, phonePrefix: '075',
      districts: [
        { name: '烏丸御池', ward: '中京区', lat: 35.011, lon: 135.759, postcodes: ['604-8166'], priceFactor: 1.35, stations: [{ line: '京都市営地下鉄烏丸線', name: '烏丸御池' }] },
        { name: '下鴨', ward: '左京区', lat: 35.043, lon: 135.773, postcodes: ['606-0801'], priceFactor: 1.1, stations: [{ line: '京阪鴨東線', name: '出町柳' }] },
        { name: '四条烏丸', ward: '下京区', lat: 35.004, lon: 135.759, postcodes: ['600-8008'], priceFactor: 1.25, stations: [{ line: '阪急京都線', name: '烏丸' }] },
        { name: '紫野', ward: '北区', lat: 35.042, lon: 135.742, postcodes: ['603-8214'], priceFactor: 0.95, stations: [{ line: '京都市営地下鉄烏丸線', name: '北大路' }] },
      ],
      streets: [],
    },
  ],
  features: [
    ['auto_lock', 0.85, 0], ['lift', 0.9, 0], ['balcony', 0.9, 0.5], ['south_facing', 0.45, 0.4], ['parking', 0.3, 0.8], ['pet_friendly', 0.35, 0],
    ['walk_in_closet', 0.3, 0.35], ['renovated', 0.3, 0.2], ['underfloor_heating', 0.3, 0.2], ['concierge', 0.12, 0], ['storage', 0.25, 0.4], ['garden', 0, 0.35],
  ],
  postalCode: (rng, d) => rng.pick(d.postcodes),
  // Japanese addresses: town, chōme, then block and building number.
  streetAddress: (rng, town) => `${town}${rng.int(1, 5)}丁目${rng.int(1, 25)}-${rng.int(1, 30)}`,
  unit: (rng, floor) => `${Math.max(1, floor)}${String(rng.int(1, 12)).padStart(2, '0')}号室`,
  rooms(rng, area, spec) {
    if (!spec.house && area < 28) return rng.chance(0.5) ? { bedrooms: 0, bathrooms: 1, rooms: 1, layout: '1R' } : { bedrooms: 1, bathrooms: 1, rooms: 1, layout: '1K' };
    const n = spec.house ? clamp(Math.round(area / 26 + rng.normal() * 0.4), 2, 6) : clamp(Math.round((area - 15) / 18 + rng.normal() * 0.35), 1, 5);
    const kitchen = area >= 35 + n * 8 ? 'LDK' : area >= 25 + n * 8 ? 'DK' : 'K';
    const storeroom = n >= 2 && rng.chance(0.08) ? '+S' : '';
    return { bedrooms: n, bathrooms: spec.house && area > 120 ? 2 : 1, rooms: n, layout: `${n}${kitchen}${storeroom}` };
  },
  yearBuilt(rng, spec) {
    if (spec.house) return rng.chance(0.2) ? rng.int(2024, 2025) : rng.int(1985, 2023);
    return rng.chance(0.1) ? rng.int(2024, 2026) : rng.chance(0.35) ? rng.int(1975, 1999) : rng.int(2000, 2023);
  },
  roundPrice(price, rng) {
    // Prices are set in 万円 (10,000 yen), very often ending in 80 or 90 (3,980万円).
    const man = Math.max(100, Math.round(price / 10_000));
    const tens = Math.round(man / 100) * 100;
    const ending = rng.weighted([0, 80, 90, 50, 99] as const, (e) => (e === 0 ? 3 : e === 80 ? 4 : e === 90 ? 2 : e === 50 ? 1 : 1));
    const man2 = ending === 0 ? tens : tens - 100 + ending;
    return Math.max(100, man2 <= 0 ? man : man2) * 10_000;
  },
  firstNames: ['翔太', '健一', '大輔', '拓也', '美咲', '陽子', '直美', '花子', '誠', '裕子', '亮', '由美', 'さくら', '大樹'],
  lastNames: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤', '吉田', '山田', '松本', '井上'],
  personName: (rng) => `${rng.pick(JP.lastNames)} ${rng.pick(JP.firstNames)}`,
  agencyNames: ['{S}不動産', '{C}ハウジング', '{S}エステート', '株式会社{S}住販', '{C}リアルティ', 'みらい不動産販売', '{S}地所'],
  tld: 'co.jp',
  phone: (rng, city) => (city.phonePrefix.length === 2 ? `${city.phonePrefix}-${rng.digits(4)}-${rng.digits(4)}` : `${city.phonePrefix}-${rng.digits(3)}-${rng.digits(4)}`),
};
