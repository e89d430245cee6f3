import { hash32, mix32, type Rng } from './prng.js';
import type { CountryCode } from './profile.js';
import { de } from './text/de.js';
import { enGB, enGBZoopla, enUS } from './text/en.js';
import { es } from './text/es.js';
import { ja } from './text/ja.js';
import type { Writer } from './text/writer.js';

export const PLATFORMS = ['zillow', 'rightmove', 'idealista', 'immoscout24', 'suumo', 'zoopla'] as const;
export type Platform = (typeof PLATFORMS)[number];

export function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

export interface PlatformProfile {
  platform: Platform;
  /** The country the platform is a home portal of (the first or the second portal there). */
  country: CountryCode;
  writer: Writer;
  /** Results per search page, as the portal pages them. */
  pageSize: number;
  /** Turns a unique number (< 9·10⁷) into a native id in the platform's style. */
  nativeId(unique: number): string;
  /** URLs of a listing's photos on the platform's image host. */
  photoUrls(rng: Rng, nativeId: string, count: number, branch: number): string[];
  floorPlanUrl(rng: Rng, nativeId: string, branch: number): string;
}

/** 48271 shares no factor with 9·10⁷ or 9·10⁸, so `n ↦ n·A + offset (mod M)` is a bijection: ids never collide. */
const SCRAMBLE = 48_271;

export function scramble(n: number, modulus: number, offset: number): number {
  return (((n % modulus) * SCRAMBLE) % modulus + offset) % modulus;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const PLATFORM_PROFILES: Readonly<Record<Platform, PlatformProfile>> = {
  zillow: {
    platform: 'zillow',
    country: 'US',
    writer: enUS,
    pageSize: 41,
    nativeId: (u) => String(100_000_000 + scramble(u, 900_000_000, hash32('zillow'))),
    photoUrls: (rng, _id, count) => times(count, () => `https://photos.zillowstatic.com/fp/${rng.hex(32)}-cc_ft_1536.jpg`),
    floorPlanUrl: (rng) => `https://photos.zillowstatic.com/fp/${rng.hex(32)}-cc_ft_1536.jpg`,
  },
  rightmove: {
    platform: 'rightmove',
    country: 'GB',
    writer: enGB,
    pageSize: 24,
    nativeId: (u) => String(100_000_000 + scramble(u, 900_000_000, hash32('rightmove'))),
    photoUrls: (_rng, id, count, branch) => {
      const base = flatten(`https://media.rightmove.co.uk/${Math.floor(branch / 1000)}k/${branch}/${id}/${branch}_${id}_IMG_`);
      return times(count, (i) => `${base}${pad(i, 2)}_0000.jpeg`);
    },
    floorPlanUrl: (_rng, id, branch) => `https://media.rightmove.co.uk/${Math.floor(branch / 1000)}k/${branch}/${id}/${branch}_${id}_FLP_00_0000.jpeg`,
  },
  idealista: {
    platform: 'idealista',
    country: 'ES',
    writer: es,
    pageSize: 30,
    nativeId: (u) => String(10_000_000 + scramble(u, 90_000_000, hash32('idealista'))),
    photoUrls: (rng, _id, count) => times(count, () => {
      const h = rng.hex(6);
      return `https://img3.idealista.com/blur/WEB_DETAIL-L-L/0/id.pro.es.image.master/${h.slice(0, 2)}/${h.slice(2, 4)}/${h.slice(4)}/${rng.digits(9)}.jpg`;
    }),
    floorPlanUrl: (rng) => `https://img3.idealista.com/blur/WEB_DETAIL-L-L/0/id.pro.es.image.master/${rng.hex(2)}/${rng.hex(2)}/${rng.hex(2)}/${rng.digits(9)}.jpg`,
  },
  immoscout24: {
    platform: 'immoscout24',
    country: 'DE',
    writer: de,
    pageSize: 20,
    nativeId: (u) => String(100_000_000 + scramble(u, 900_000_000, hash32('immoscout24'))),
    photoUrls: (rng, _id, count) => times(count, () => `https://pictures.immobilienscout24.de/listings/${uuid(rng)}-${rng.digits(10)}.jpg`),
    floorPlanUrl: (rng) => `https://pictures.immobilienscout24.de/listings/${uuid(rng)}-${rng.digits(10)}.jpg`,
  },
  suumo: {
    platform: 'suumo',
    country: 'JP',
    writer: ja,
    pageSize: 30,
    // SUUMO's listing id is the number its URLs put after `nc_` (`…/nc_78616622/`, `?nc=78616622`).
    nativeId: (u) => String(10_000_000 + scramble(u, 90_000_000, hash32('suumo'))),
    photoUrls: (_rng, id, count) => {
      const base = flatten(`https://img01.suumo.com/front/gazo/bukken/${id.slice(-3)}/N010000/img/${id.slice(0, 3)}/${id}/${id}_`);
      return times(count, (i) => `${base}${pad(i + 2, 4)}.jpg`);
    },
    floorPlanUrl: (_rng, id) => `https://img01.suumo.com/front/gazo/bukken/${id.slice(-3)}/N010000/img/${id.slice(0, 3)}/${id}/${id}_0001.jpg`,
  },
  zoopla: {
    platform: 'zoopla',
    country: 'GB',
    writer: enGBZoopla,
    // `pn=N`, 25 results to a page (second-portals.md §1.2).
    pageSize: 25,
    // Zoopla's listing ids are eight-digit numbers (65961688 in 2023, 71365505 in 2025).
    nativeId: (u) => String(50_000_000 + scramble(u, 40_000_000, hash32('zoopla'))),
    // Images are named by a 40-hex digest and served resized from lid.zoocdn.com (`/u/{w}/{h}/{file}`).
    photoUrls: (rng, _id, count) => times(count, () => `https://lid.zoocdn.com/u/1024/768/${rng.hex(40)}.jpg`),
    floorPlanUrl: (rng) => `https://lc.zoocdn.com/${rng.hex(40)}.jpg`,
  },
};

/**
 * Template literals build ropes in V8, several times the size of their text; reading a
 * character flattens one in place. Without it 100k listings need twice the memory and GC time.
 */
export function flatten(text: string): string {
  text.charCodeAt(0);
  return text;
}

function times(count: number, make: (index: number) => string): string[] {
  const out = new Array<string>(count);
  for (let i = 0; i < count; i++) out[i] = flatten(make(i));
  return out;
}

function uuid(rng: Rng): string {
  const h = rng.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

/** A per-seed offset, so that two sample sets of different seeds do not reuse each other's ids. */
export function idOffset(seedHash: number, platform: Platform): number {
  return mix32(seedHash, hash32(platform)) % 1_000_000;
}
