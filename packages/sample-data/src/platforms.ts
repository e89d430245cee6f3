import { hash32, mix32, type Rng } from './prng.js';
import type { CountryCode } from './profile.js';
import { de } from './text/de.js';
import { enGB, enGBZoopla, enUS } from './text/en.js';
import { es, esFotocasa } from './text/es.js';
import { ja } from './text/ja.js';
import type { Writer } from './text/writer.js';

export const PLATFORMS = ['zillow', 'rightmove', 'idealista', 'immoscout24', 'suumo', 'zoopla', 'lifullhomes', 'fotocasa', 'immowelt', 'realtor'] as const;
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
  lifullhomes: {
    platform: 'lifullhomes',
    country: 'JP',
    writer: ja,
    // 30 results to a list page, `page=N` (second-portals.md §5.1; homes.py PAGE_SIZE).
    pageSize: 30,
    // A used home's page is `/mansion/b-{13 digits}/` (masakihnw, iwaminn).
    nativeId: (u) => String(1_030_000_000_000 + scramble(u, 900_000_000, hash32('lifullhomes'))),
    // Photos come through the `smallimg/image.php` resizer of image{,1-4}.homes.jp, the original on
    // img.homes.jp under the agency's member number (`/158055/rent/4893/2/1/achu.jpg` on a real page).
    photoUrls: (rng, id, count, branch) => times(count, (i) => homesImage(rng, branch, id, i + 2)),
    floorPlanUrl: (rng, id, branch) => homesImage(rng, branch, id, 1),
  },
  fotocasa: {
    platform: 'fotocasa',
    country: 'ES',
    writer: esFotocasa,
    // `/l/N`, 30 results to a page (second-portals.md §3.2).
    pageSize: 30,
    // fotocasa's ad ids are nine-digit numbers (188063260, 189156012 on the saved 2026 pages).
    nativeId: (u) => String(100_000_000 + scramble(u, 90_000_000, hash32('fotocasa'))),
    // Images are named by a uuid on static.fotocasa.es (`/images/ads/{uuid}?rule=original`).
    photoUrls: (rng, _id, count) => times(count, () => `https://static.fotocasa.es/images/ads/${uuid(rng)}?rule=original`),
    floorPlanUrl: (rng) => `https://static.fotocasa.es/images/ads/${uuid(rng)}?rule=original`,
  },
  realtor: {
    platform: 'realtor',
    country: 'US',
    writer: enUS,
    // 42 results to a page (`/pg-N`): the saved 2021 page and 2023 answer both hold 42.
    pageSize: 42,
    // realtor.com's listing ids are ten-digit numbers (2951559163 in 2023, 2927800485 in 2021).
    nativeId: (u) => String(2_900_000_000 + scramble(u, 90_000_000, hash32('realtor'))),
    // Photos are `ap.rdcpix.com/{32 hex}l-m{digits}s.jpg`, one hex prefix for a listing's photos.
    photoUrls: (rng, _id, count) => {
      const prefix = rng.hex(32);
      return times(count, () => `https://ap.rdcpix.com/${prefix}l-m${rng.int(100_000_000, 4_294_967_295)}s.jpg`);
    },
    floorPlanUrl: (rng) => `https://ap.rdcpix.com/${rng.hex(32)}l-m${rng.int(100_000_000, 4_294_967_295)}s.jpg`,
  },
  immowelt: {
    platform: 'immowelt',
    country: 'DE',
    writer: de,
    // `&page=N`, about 30 cards to a results page (second-portals.md §4.2).
    pageSize: 30,
    // The Online-ID: twelve capitals and digits, "26H6IGH14AAQ", "23WN8BJNR3PG" (two digits, then ten).
    nativeId: (u) => immoweltOnlineId(scramble(u, 900_000_000, hash32('immowelt'))),
    // mms.immowelt.de names an image by a uuid, under its first four characters, sealed (`?ci_seal=`).
    photoUrls: (rng, _id, count) => times(count, () => immoweltImage(rng)),
    floorPlanUrl: (rng) => immoweltImage(rng),
  },
};

/** "26" + four letters drawn from `n` + `n` in base 36: unique for unique `n`. */
function immoweltOnlineId(n: number): string {
  const h = hash32(String(n));
  const letters = Array.from({ length: 4 }, (_, i) => String.fromCharCode(65 + ((h >>> (i * 5)) % 26))).join('');
  return `2${3 + (n % 4)}${letters}${n.toString(36).toUpperCase().padStart(6, '0')}`;
}

function immoweltImage(rng: Rng): string {
  const id = uuid(rng);
  return `https://mms.immowelt.de/${id[0]}/${id[1]}/${id[2]}/${id[3]}/${id}.jpg?ci_seal=${rng.hex(40)}`;
}

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

function homesImage(rng: Rng, member: number, id: string, kind: number): string {
  const original = `http://img.homes.jp/${member}/sale/${id.slice(-6)}/${kind}/${rng.int(1, 30)}/${rng.hex(4)}.jpg`;
  // The real pages spread photos over image, image1 … image4.homes.jp; one host is enough here.
  return `https://image1.homes.jp/smallimg/image.php?file=${encodeURIComponent(original)}&width=640&height=480`;
}

function uuid(rng: Rng): string {
  const h = rng.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

/** A per-seed offset, so that two sample sets of different seeds do not reuse each other's ids. */
export function idOffset(seedHash: number, platform: Platform): number {
  return mix32(seedHash, hash32(platform)) % 1_000_000;
}
