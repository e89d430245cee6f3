import type { Feature } from '../model.js';
import { sentence, type PhotoSubject, type Writer } from './writer.js';

const FEATURES: Record<Feature, string> = {
  balcony: 'バルコニー', terrace: 'ルーフバルコニー', garden: '専用庭', parking: '駐車場', garage: 'ガレージ', lift: 'エレベーター', pool: 'プール',
  air_conditioning: 'エアコン', sea_view: '海が見える', fireplace: '暖炉', cellar: '地下室', storage: 'トランクルーム', concierge: 'コンシェルジュサービス',
  renovated: 'リノベーション済', south_facing: '南向き', fitted_kitchen: 'システムキッチン', underfloor_heating: '床暖房', pet_friendly: 'ペット相談',
  auto_lock: 'オートロック', walk_in_closet: 'ウォークインクローゼット',
};

const CAPTIONS: Record<PhotoSubject, string> = {
  exterior: '外観', living: 'リビング', kitchen: 'キッチン', bedroom: '洋室', bathroom: '浴室', dining: 'ダイニング', hall: '玄関',
  garden: '庭', balcony: 'バルコニー', view: '眺望', pool: 'プール', entrance: 'エントランス',
};

/** SUUMO: a マンション is listed under its building name; a house under its address. */
export const ja: Writer = {
  title(f) {
    if (!f.house) return f.buildingName ?? `${f.district.name}のマンション`;
    return `${f.newBuild ? '新築一戸建て' : '中古一戸建て'} ${f.district.ward ?? f.city.name}${f.district.name}`;
  },
  description(f, rng) {
    const points = f.features.slice(0, 4).map((x) => FEATURES[x]);
    return sentence([
      points.length > 0 && `【${points.join('・')}】`,
      f.station && `${f.station.line}「${f.station.name}」駅徒歩${f.station.walk_minutes}分。`,
      !f.house && f.floor !== undefined && f.totalFloors !== undefined && `${f.totalFloors}階建ての${f.floor}階部分。`,
      // A flat states its private floor area (専有面積); a house its building and land areas.
      f.layout && (f.house ? `${f.layout}・建物面積${f.area.toFixed(2)}m²${f.plot === undefined ? '' : `・土地面積${f.plot.toFixed(2)}m²`}。` : `${f.layout}・専有面積${f.area.toFixed(2)}m²。`),
      rng.pick(['陽当たり・通風良好です。', '生活施設が充実した住環境です。', '閑静な住宅街に位置します。', '小中学校が徒歩圏内です。']),
      f.year !== undefined && `${f.year}年築。`,
      'お気軽にお問い合わせください。',
    ]).replace(/ /g, '');
  },
  caption: (s) => CAPTIONS[s],
};
