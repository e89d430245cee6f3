import { AgencyBook, agencyOf, agentOf, type AgencyDraft } from './agencies.js';
import { COUNTRY_PROFILES } from './countries/index.js';
import type { Feature, SampleListing } from './model.js';
import { historyInjectionOf, inject, injectHistory, injectionOf, type InjectedValue } from './implausible.js';
import { lookAlikeOf } from './look-alikes.js';
import { flatten, idOffset, isPlatform, PLATFORM_PROFILES, type Platform } from './platforms.js';
import { hash32, mix32, Rng } from './prng.js';
import type { City, CountryProfile, District, TypeSpec } from './profile.js';
import { planSecondListings, SECOND_PORTALS, secondaryKey, secondPortalStream, type CrossPortalPair, type CrossPortalRelation, type SecondListingPlan } from './second-portals.js';
import type { Facts, PhotoSubject } from './text/writer.js';

/** The seed and size every collector uses unless told otherwise, so their samples agree. */
export const DEFAULT_SAMPLE_SEED = 42;
export const DEFAULT_SAMPLE_SIZE = 2_000;
/** Listings are dated relative to this instant, never to the clock, so output is reproducible. */
export const DEFAULT_AS_OF = '2026-11-01T00:00:00.000Z';
/**
 * Bump when the same seed would produce different listings or pages (2: location vocabularies,
 * profile pages, office ground truth; 3: SUUMO building and new-build pages, Zillow open houses;
 * 4: Rightmove developments and auction lots, flats' building numbers beside a full postcode,
 * idealista obra nueva promotions; 5: implausible values injected into once-listed homes; 6: an
 * earlier price of a Zillow home's history typed in thousands; 7: GB homes on zoopla too, with
 * look-alikes, earlier sales and zoopla-only homes, see second-portals.ts; 8: the second portals
 * of the US, ES, DE and JP: realtor, fotocasa, immowelt, lifullhomes; 9: a German office's immowelt
 * ad of a home carries its ImmoScout24 text): stored samples are then rewritten.
 */
export const GENERATOR_VERSION = 9;

export interface GenerateOptions {
  seed: number | string;
  /** Listings in the whole sample universe, over all platforms. */
  size: number;
  /**
   * Only these platforms' listings are returned. The universe does not depend on it: a
   * platform's listings are the same whether it is generated alone or with the others.
   */
  platforms?: readonly string[];
  asOf?: string;
  /**
   * Inject implausible values (see implausible.ts) into a known share of once-listed homes, as
   * portals show them; default true. The property datasets turn it off: a registry records the
   * home, not an agent's typo.
   */
  implausible?: boolean;
}

export interface PropertyGroup {
  property_key: string;
  listings: { platform: string; native_id: string }[];
}

export interface GeneratedSamples {
  listings: SampleListing[];
  /** Every property listed more than once (on several platforms, or twice on one); the rest are single. */
  groups: PropertyGroup[];
  /** Every implausible value injected, with the rule that should flag it (empty when `implausible` is false). */
  implausible: InjectedValue[];
  /**
   * Every pair across a country's first and second portal the generator made on purpose: the
   * same home on both (`same_home`, also one of `groups`) and the hard negatives (an earlier
   * sale of the home, a look-alike). Only pairs whose both platforms were generated.
   */
  crossPortal: CrossPortalPair[];
}

/** Listings of one property: which platform shows it, and whether it is a second listing there. */
interface ListingSlot {
  platform: Platform;
  /** Same platform again, by another agency (joint agents, Japan's many 仲介). */
  duplicate: boolean;
}

const COUNTRIES: readonly CountryProfile[] = Object.values(COUNTRY_PROFILES);
const DAY_MS = 86_400_000;

/** Share of properties shown on another portal too, by the country's primary portal. */
function planSlots(rng: Rng, profile: CountryProfile, city: City): ListingSlot[] {
  switch (profile.country) {
    case 'US': {
      const slots: ListingSlot[] = [{ platform: 'zillow', duplicate: false }];
      // Florida homes are marketed to British buyers on rightmove's overseas section.
      if (rng.chance(city.coastal ? 0.5 : 0.08)) slots.push({ platform: 'rightmove', duplicate: false });
      return slots;
    }
    case 'ES': {
      const slots: ListingSlot[] = [{ platform: 'idealista', duplicate: false }];
      if (rng.chance(city.coastal ? 0.5 : 0.15)) {
        // Spanish homes for foreign buyers: ImmoScout24's Ausland section, rightmove overseas, or both.
        const r = rng.next();
        if (r < 0.7) slots.push({ platform: 'immoscout24', duplicate: false });
        if (r >= 0.5) slots.push({ platform: 'rightmove', duplicate: false });
      }
      if (rng.chance(0.04)) slots.push({ platform: 'idealista', duplicate: true });
      return slots;
    }
    case 'GB':
      return rng.chance(0.04) ? [{ platform: 'rightmove', duplicate: false }, { platform: 'rightmove', duplicate: true }] : [{ platform: 'rightmove', duplicate: false }];
    case 'DE':
      return rng.chance(0.05) ? [{ platform: 'immoscout24', duplicate: false }, { platform: 'immoscout24', duplicate: true }] : [{ platform: 'immoscout24', duplicate: false }];
    case 'JP': {
      // One 物件 is routinely advertised by several 仲介 agencies on SUUMO.
      const slots: ListingSlot[] = [{ platform: 'suumo', duplicate: false }];
      if (rng.chance(0.15)) slots.push({ platform: 'suumo', duplicate: true });
      if (slots.length > 1 && rng.chance(0.2)) slots.push({ platform: 'suumo', duplicate: true });
      return slots;
    }
  }
}

/** Property facts shared by every listing of it; each listing then differs as real portals do. */
export interface Property {
  index: number;
  key: string;
  profile: CountryProfile;
  city: City;
  cityOrdinal: number;
  district: District;
  spec: TypeSpec;
  facts: Facts;
  lat: number;
  lon: number;
  address: SampleListing['address'];
  price: number;
  status: SampleListing['status'];
  agencyIndex: number;
  seed: number;
}

const JP_BRANDS = ['パークハウス', 'プラウド', 'ライオンズマンション', 'ブリリア', 'シティハウス', 'グランドメゾン', 'クレストフォルム', 'ルネ', 'ディアナコート', 'パークホームズ'];
const JP_SUFFIXES = ['', '', 'レジデンス', 'タワー', 'ヒルズ', 'ガーデン', '弐番館', 'コート'];

function totalFloorsFor(rng: Rng, profile: CountryProfile, city: City): number {
  switch (profile.country) {
    case 'US':
      return city.dense ? rng.int(4, 45) : rng.int(3, 12);
    case 'GB':
      return rng.chance(0.7) ? rng.int(2, 5) : rng.int(6, 20);
    case 'ES':
      return rng.int(3, 10);
    case 'DE':
      return rng.int(3, 7);
    case 'JP':
      return rng.chance(0.12) ? rng.int(20, 45) : rng.int(4, 15);
  }
}

function statusFor(rng: Rng, profile: CountryProfile): SampleListing['status'] {
  const r = rng.next();
  switch (profile.country) {
    case 'US':
      return r < 0.05 ? 'pending' : r < 0.07 ? 'sold' : 'active';
    case 'GB':
      return r < 0.08 ? 'under_offer' : 'active';
    default:
      return r < 0.04 ? 'under_offer' : 'active';
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function movePoint(lat: number, lon: number, meters: number, bearing: number): { lat: number; lon: number } {
  const dLat = (meters * Math.cos(bearing)) / 111_320;
  const dLon = (meters * Math.sin(bearing)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + dLat), lon: round6(lon + dLon) };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function buildProperty(seedHash: number, index: number, rng: Rng, profile: CountryProfile, city: City, cityOrdinal: number, asOfYear: number): Property {
  const district = rng.pick(city.districts);
  const spec = rng.weighted(profile.types, (t) => (city.dense ? t.denseWeight : city.coastal && t.house ? t.weight * 1.6 : t.weight));
  const area = round2(Math.min(spec.areaMedian * 4, Math.max(spec.areaMedian * 0.4, rng.logNormal(spec.areaMedian, spec.areaSigma))));
  const rooms = profile.rooms(rng, area, spec);
  const year = profile.yearBuilt(rng, spec);
  const plot = spec.plot ? Math.round(rng.uniform(spec.plot[0], spec.plot[1])) : undefined;
  let floor: number | undefined;
  let totalFloors: number | undefined;
  if (!spec.house) {
    totalFloors = totalFloorsFor(rng, profile, city);
    floor =
      spec.subtype === 'ground_floor' ? 0 : spec.subtype === 'penthouse' || spec.subtype === 'top_floor' ? totalFloors - 1 : rng.int(profile.country === 'JP' ? 1 : 0, totalFloors - 1);
  }
  const features: Feature[] = [];
  for (const [feature, apartment, house] of profile.features) if (rng.chance(spec.house ? house : apartment)) features.push(feature);
  if (city.coastal && rng.chance(spec.house ? 0.35 : 0.15) && profile.country !== 'JP' && !features.includes('pool')) features.push('pool');
  const street = profile.country === 'JP' ? district.name : rng.pick(city.streets);
  const line1 = profile.streetAddress(rng, street);
  const unit = spec.house ? undefined : profile.unit(rng, floor ?? 1);
  const sigma = profile.country === 'JP' ? 450 : 800;
  const point = movePoint(district.lat, district.lon, Math.abs(rng.normal()) * sigma, rng.uniform(0, 2 * Math.PI));
  const station = district.stations && district.stations.length > 0 ? { ...rng.pick(district.stations), walk_minutes: rng.int(2, spec.house ? 20 : 14) } : undefined;
  const buildingName = profile.country === 'JP' && !spec.house ? `${rng.pick(JP_BRANDS)}${district.name}${rng.pick(JP_SUFFIXES)}` : undefined;
  const newBuild = year !== undefined && year >= asOfYear - 1;
  const age = year === undefined ? 25 : Math.max(0, asOfYear - year);
  // Japanese buildings lose value with age far faster than elsewhere.
  const ageFactor = profile.country === 'JP' ? Math.max(0.45, 1.15 - age * 0.014) : newBuild ? 1.12 : 1 - Math.min(0.12, age * 0.0015);
  const raw = area * city.pricePerSqm * (district.priceFactor ?? 1) * spec.priceFactor * ageFactor * rng.logNormal(1, 0.16);
  const price = profile.roundPrice(raw, rng);
  const address: SampleListing['address'] = {
    line1,
    ...(unit === undefined ? {} : { unit }),
    city: profile.country === 'JP' ? `${city.name}${district.ward ?? ''}` : city.name,
    region: city.region,
    postal_code: profile.postalCode(rng, district),
    district: district.name,
  };
  const facts: Facts = { country: profile.country, city, district, street, subtype: spec.subtype, house: spec.house, bedrooms: rooms.bedrooms, bathrooms: rooms.bathrooms, area, features, newBuild };
  if (rooms.rooms !== undefined) facts.rooms = rooms.rooms;
  if (rooms.layout !== undefined) facts.layout = rooms.layout;
  if (plot !== undefined) facts.plot = plot;
  if (year !== undefined) facts.year = year;
  if (floor !== undefined) facts.floor = floor;
  if (totalFloors !== undefined) facts.totalFloors = totalFloors;
  if (buildingName !== undefined) facts.buildingName = buildingName;
  if (station !== undefined) facts.station = station;
  return {
    index,
    key: `prop-${index}`,
    profile,
    city,
    cityOrdinal,
    district,
    spec,
    facts,
    lat: point.lat,
    lon: point.lon,
    address,
    price,
    status: statusFor(rng, profile),
    agencyIndex: rng.int(0, 3),
    seed: mix32(seedHash, index ^ 0x5bd1e995),
  };
}

const dayCache = new Map<number, string>();

/** `YYYY-MM-DD` of an instant; cached per day, since Date formatting dominates otherwise. */
function isoDate(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let text = dayCache.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayCache.set(day, text);
  }
  return text;
}

function priceHistory(rng: Rng, profile: CountryProfile, price: number, listedMs: number, asOfMs: number): { history: SampleListing['price_history']; lastMs: number } {
  const ageDays = (asOfMs - listedMs) / DAY_MS;
  const changes = ageDays >= 3 && rng.chance(Math.min(0.55, 0.12 + ageDays / 250)) ? rng.weighted([1, 2, 3], (n) => (n === 1 ? 6 : n === 2 ? 3 : 1)) : 0;
  const prices = [price];
  for (let c = 0; c < changes; c++) {
    const current = prices[0] as number;
    // Mostly reductions; now and then a price raised after strong interest.
    const before = rng.chance(0.9) ? current / (1 - rng.uniform(0.02, 0.08)) : current / (1 + rng.uniform(0.01, 0.04));
    const rounded = profile.roundPrice(before, rng);
    const step = Math.max(10_000, Math.round((current * 0.03) / 10_000) * 10_000);
    prices.unshift(rounded !== current ? rounded : before > current ? current + step : current - step);
  }
  // Changes fall evenly between listing and now, each jittered within its own slot so they stay in order.
  const dates = [listedMs];
  const slot = (asOfMs - DAY_MS - listedMs) / (changes + 1);
  for (let c = 1; c <= changes; c++) dates.push(listedMs + slot * (c + rng.uniform(-0.3, 0.3)));
  return {
    history: prices.map((p, i) => ({ date: isoDate(dates[i] as number), event: i === 0 ? ('listed' as const) : ('price_changed' as const), price: p })),
    lastMs: dates[dates.length - 1] as number,
  };
}

function photos(rng: Rng, facts: Facts, platform: Platform, nativeId: string, branch: number): SampleListing['photos'] {
  const writer = PLATFORM_PROFILES[platform].writer;
  const subjects: PhotoSubject[] = [facts.house ? 'exterior' : rng.chance(0.5) ? 'living' : 'entrance', 'living', 'kitchen', 'dining'];
  for (let b = 0; b < Math.max(1, Math.min(facts.bedrooms, 4)); b++) subjects.push('bedroom');
  subjects.push('bathroom', 'hall');
  if (facts.features.includes('garden') || facts.house) subjects.push('garden');
  if (facts.features.includes('balcony') || facts.features.includes('terrace')) subjects.push('balcony');
  if (facts.features.includes('pool')) subjects.push('pool');
  if (facts.features.includes('sea_view') || !facts.house) subjects.push('view');
  const count = rng.int(facts.house ? 8 : 5, facts.house ? 24 : 16);
  const urls = PLATFORM_PROFILES[platform].photoUrls(rng, nativeId, count, branch);
  const out: SampleListing['photos'] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = { url: urls[i] as string, caption: writer.caption(subjects[i % subjects.length] ?? 'living') };
  return out;
}

/** Where a second portal's listing draws its id and its stream from, apart from the first portal's ordinals. */
interface SecondDraw {
  slot: number;
}

/** A listing's id on `platform`: property `index`'s `n`-th (< 4) id there. */
function listingId(seedHash: number, platform: Platform, index: number, n: number): string {
  return PLATFORM_PROFILES[platform].nativeId(index * 4 + n + idOffset(seedHash, platform));
}

/** One listing of a property on one platform. The first is the reference; later ones drift. */
function buildListing(p: Property, slot: ListingSlot, ordinal: number, seedHash: number, agencies: AgencyDraft[], asOfMs: number, second?: SecondDraw): SampleListing {
  // A second portal's listings draw from streams the first portal's ordinals (0–3) never use.
  const rng = new Rng(mix32(p.seed, second ? 16 + second.slot : ordinal + 1));
  const platform = PLATFORM_PROFILES[slot.platform];
  const nativeId = listingId(seedHash, slot.platform, p.index, second ? second.slot : ordinal);
  const secondary = ordinal > 0;
  let area = p.facts.area;
  let lat = p.lat;
  let lon = p.lon;
  let price = p.price;
  let agencyIndex = p.agencyIndex;
  let status = p.status;
  if (secondary) {
    const r = rng.next();
    // Another agent measures again, or rounds, or quotes the built area instead of the usable one.
    if (r < 0.3) area = Math.round(area);
    else if (r < 0.5) area = Math.round(area / 5) * 5 || Math.round(area);
    else if (r < 0.6) area = round2(area * rng.uniform(1.03, 1.1));
    const moved = movePoint(lat, lon, rng.uniform(10, 80), rng.uniform(0, 2 * Math.PI));
    lat = moved.lat;
    lon = moved.lon;
    const q = rng.next();
    if (q < 0.3) price = p.profile.roundPrice(price * (1 - rng.uniform(0.01, 0.05)), rng);
    else if (q < 0.45) price = p.profile.roundPrice(price * (1 + rng.uniform(0.01, 0.04)), rng);
    if (slot.duplicate || rng.chance(0.35)) agencyIndex = (agencyIndex + 1 + rng.int(0, agencies.length - 2)) % agencies.length;
    if (rng.chance(0.15)) status = 'active';
  }
  const agency = agencies[agencyIndex] ?? agencies[0];
  if (!agency) throw new Error('city without agencies');
  const listedDays = Math.min(400, Math.floor(-Math.log(1 - rng.next()) * 50));
  const listedMs = asOfMs - listedDays * DAY_MS - rng.int(0, 86_399) * 1000;
  const { history, lastMs } = priceHistory(rng, p.profile, price, listedMs, asOfMs);
  const lastChange = Math.floor(lastMs / DAY_MS) * DAY_MS;
  const updatedMs = Math.min(asOfMs - 60_000, Math.max(listedMs, lastChange) + rng.int(0, 3) * DAY_MS + rng.int(0, 86_399) * 1000);
  const facts: Facts = area === p.facts.area ? p.facts : { ...p.facts, area };
  const branch = agency.number;
  const floorPlan = rng.chance(p.profile.country === 'JP' ? 0.95 : p.profile.country === 'US' ? 0.15 : 0.55);
  // Every listing gets the same members in the same order (absent ones undefined, which JSON
  // omits): one object shape for all, several times faster than spreads or later additions.
  const f = p.facts;
  const listing: SampleListing = {
    platform: slot.platform,
    native_id: nativeId,
    property_key: p.key,
    country: p.profile.country,
    currency: p.profile.currency,
    transaction: 'sale',
    status,
    title: flatten(platform.writer.title(facts, rng)),
    description: flatten(platform.writer.description(facts, rng)),
    address: { ...p.address },
    latitude: lat,
    longitude: lon,
    property_type: p.spec.type,
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    layout: f.layout,
    property_subtype: p.spec.subtype,
    rooms: f.rooms,
    living_area_sqm: area,
    plot_area_sqm: f.plot,
    year_built: f.year,
    floor: f.floor,
    total_floors: f.totalFloors,
    building_name: f.buildingName,
    station: f.station === undefined ? undefined : { line: f.station.line, name: f.station.name, walk_minutes: f.station.walk_minutes },
    features: f.features.slice(),
    tenure: p.profile.country === 'GB' ? (p.spec.house ? 'freehold' : rng.chance(0.85) ? 'leasehold' : 'share_of_freehold') : undefined,
    new_build: f.newBuild,
    price,
    price_history: history,
    listed_at: new Date(listedMs).toISOString(),
    updated_at: new Date(updatedMs).toISOString(),
    agent: agentOf(agency, rng.int(0, 2), slot.platform),
    agency: agencyOf(agency, slot.platform),
    photos: photos(rng, facts, slot.platform, nativeId, branch),
    floor_plan_url: undefined,
  };
  if (floorPlan) listing.floor_plan_url = platform.floorPlanUrl(rng, nativeId, branch);
  return listing;
}

interface UniverseOptions extends GenerateOptions {
  /** Build full listings; without it only ids and groups are computed (fast). */
  materialize: boolean;
}

function validate(options: GenerateOptions): { wanted: ReadonlySet<string> | undefined; asOfMs: number } {
  if (!Number.isInteger(options.size) || options.size < 0) throw new RangeError(`size must be a non-negative integer, got ${options.size}`);
  const asOfMs = Date.parse(options.asOf ?? DEFAULT_AS_OF);
  if (Number.isNaN(asOfMs)) throw new RangeError(`asOf is not a timestamp: ${options.asOf}`);
  if (options.platforms) {
    const unknown = options.platforms.filter((p) => !isPlatform(p));
    if (unknown.length > 0) throw new RangeError(`unknown platform(s): ${unknown.join(', ')}`);
  }
  return { wanted: options.platforms ? new Set(options.platforms) : undefined, asOfMs };
}

function universe(options: UniverseOptions): GeneratedSamples {
  const { wanted, asOfMs } = validate(options);
  const seedHash = hash32(String(options.seed));
  const asOfYear = new Date(asOfMs).getUTCFullYear();
  const book = new AgencyBook(seedHash);
  const listings: SampleListing[] = [];
  const groups: PropertyGroup[] = [];
  const implausible: InjectedValue[] = [];
  const crossPortal: CrossPortalPair[] = [];
  const cityOrdinals = new Map<City, number>();
  COUNTRIES.forEach((c, ci) => c.cities.forEach((city, i) => cityOrdinals.set(city, ci * 50 + i)));
  let count = 0;
  for (let index = 0; count < options.size; index++) {
    // One stream per property: property i is the same whatever the size, and can be skipped cheaply.
    const rng = new Rng(mix32(seedHash, index));
    const profile = rng.weighted(COUNTRIES, (c) => c.weight);
    const city = rng.weighted(profile.cities, (c) => c.weight);
    const planned = planSlots(rng, profile, city);
    // The second portal's listings come after the first portal's, from a stream of their own: a
    // size cut drops them first, and they change nothing of the rest.
    const pairing = secondPortalStream(seedHash, index);
    const seconds = planSecondListings(pairing, profile.country);
    const kept = Math.min(planned.length + seconds.length, options.size - count);
    const slots = planned.slice(0, kept);
    count += kept;
    const chosen = slots.map((slot, ordinal) => ({ slot, ordinal })).filter(({ slot }) => !wanted || wanted.has(slot.platform));
    const secondChosen = seconds.slice(0, Math.max(0, kept - planned.length)).filter((plan) => !wanted || wanted.has(plan.platform));
    if (chosen.length === 0 && secondChosen.length === 0) continue;
    const cityOrdinal = cityOrdinals.get(city) ?? 0;
    const grouped = [
      ...chosen.map(({ slot, ordinal }) => ({ platform: slot.platform, native_id: listingId(seedHash, slot.platform, index, ordinal) })),
      ...secondChosen.filter((plan) => plan.of === 'home').map((plan) => ({ platform: plan.platform, native_id: listingId(seedHash, plan.platform, index, plan.slot) })),
    ];
    if (grouped.length > 1) groups.push({ property_key: `prop-${index}`, listings: grouped });
    if (!options.materialize) continue;
    const property = buildProperty(seedHash, index, rng, profile, city, cityOrdinal, asOfYear);
    const agencies = book.agencies(profile, city, cityOrdinal);
    for (const { slot, ordinal } of chosen) listings.push(buildListing(property, slot, ordinal, seedHash, agencies, asOfMs));
    // Decided from the index alone, after every draw of the property's stream: the rest of the
    // universe is the same with or without the injection. A home also on a second portal keeps
    // its first portal's listing as it was: the typo is then on one portal only.
    const kind = chosen.length === 0 || options.implausible === false || planned.length > 1 ? undefined : injectionOf(seedHash, index, profile.country);
    const last = listings[listings.length - 1] as SampleListing;
    const injected = kind === undefined ? undefined : inject(last, kind);
    const history = chosen.length === 0 || injected || options.implausible === false || planned.length > 1 || !historyInjectionOf(seedHash, index) ? undefined : injectHistory(last);
    if (injected ?? history) implausible.push((injected ?? history) as InjectedValue);
    const first = chosen[0]?.ordinal === 0 ? listings[listings.length - chosen.length] : undefined;
    const portal = SECOND_PORTALS[profile.country];
    const firstIsPlot =
      secondChosen.length > 0 && planned[0] !== undefined && portal?.isPlot !== undefined
        ? portal.isPlot({ native_id: listingId(seedHash, planned[0].platform, index, 0), country: profile.country, property_type: property.spec.type, year_built: property.facts.year })
        : false;
    for (const plan of secondChosen) {
      const built = buildSecondListing({ property, plan, pairing, seedHash, agencies, asOfMs, asOfYear, index, firstIsPlot });
      if (portal?.officeCopy && built.relation === 'same_home') copyOfficeText(built.listing, property, planned, seedHash, agencies, asOfMs);
      listings.push(built.listing);
      if (first && built.relation) {
        crossPortal.push({
          country: profile.country,
          relation: built.relation,
          first: { platform: first.platform, native_id: first.native_id },
          second: { platform: built.listing.platform, native_id: built.listing.native_id },
          same_office: first.agency.office_key === built.listing.agency.office_key,
        });
      }
    }
  }
  return { listings, groups, implausible, crossPortal };
}

interface SecondListingInput {
  property: Property;
  plan: SecondListingPlan;
  pairing: Rng;
  seedHash: number;
  agencies: AgencyDraft[];
  asOfMs: number;
  asOfYear: number;
  index: number;
  /** The first portal shows the home as a new-build plot. */
  firstIsPlot: boolean;
}

/**
 * One office's CRM sends the home's one text to both portals: a second-portal listing by an office
 * that lists the home on the first portal too takes that listing's description. The first portal's
 * listings are rebuilt from the plan (they are pure), so the text is the same whatever platforms
 * are generated or where the size cut falls.
 */
function copyOfficeText(listing: SampleListing, property: Property, planned: readonly ListingSlot[], seedHash: number, agencies: AgencyDraft[], asOfMs: number): void {
  for (let ordinal = 0; ordinal < planned.length; ordinal++) {
    const own = buildListing(property, planned[ordinal] as ListingSlot, ordinal, seedHash, agencies, asOfMs);
    if (own.agency.office_key !== listing.agency.office_key) continue;
    listing.description = own.description;
    return;
  }
}

/** A plot of a new-build development says so on the second portal (`new_build`). */
function asPlot(listing: SampleListing, plot: boolean): SampleListing {
  if (plot) listing.new_build = true;
  return listing;
}

/** One listing of a second portal's plan, and how it relates to the first portal's home (none for a home listed there alone). */
function buildSecondListing(input: SecondListingInput): { listing: SampleListing; relation?: CrossPortalRelation } {
  const { property, plan, pairing, seedHash, agencies, asOfMs, index } = input;
  const slot: ListingSlot = { platform: plan.platform, duplicate: false };
  const draw: SecondDraw = { slot: plan.slot };
  switch (plan.of) {
    case 'home': {
      // Ordinal 1: listed by the same office or another, measured, priced and pinned anew.
      const listing = asPlot(buildListing(property, slot, 1, seedHash, agencies, asOfMs, draw), input.firstIsPlot);
      SECOND_PORTALS[property.profile.country]?.sameHome?.(listing, property.facts);
      return { listing, relation: 'same_home' };
    }
    case 'earlier_sale': {
      const listing = buildListing({ ...property, key: secondaryKey(index, 'earlier_sale') }, slot, 1, seedHash, agencies, asOfMs, draw);
      SECOND_PORTALS[property.profile.country]?.sameHome?.(listing, property.facts);
      return { listing: asEarlierSale(listing, pairing, property.profile, asOfMs), relation: 'earlier_sale' };
    }
    case 'look_alike': {
      const plot = input.firstIsPlot;
      const { property: twin, relation } = lookAlikeOf(property, pairing, secondaryKey(index, 'look_alike'), plot);
      return { listing: asPlot(buildListing(twin, slot, 0, seedHash, agencies, asOfMs, draw), plot), relation };
    }
    case 'only_here': {
      const home = buildProperty(seedHash, index, pairing, property.profile, property.city, property.cityOrdinal, input.asOfYear);
      return { listing: buildListing({ ...home, key: secondaryKey(index, 'only_here'), seed: mix32(home.seed, 0x2e) }, slot, 0, seedHash, agencies, asOfMs, draw) };
    }
  }
}

/**
 * The listing of the home's previous sale, still shown as sold: listed months to years ago, for
 * less, by whichever office sold it then. Its key is its own: it is not the live listing.
 */
function asEarlierSale(listing: SampleListing, rng: Rng, profile: CountryProfile, asOfMs: number): SampleListing {
  const listedMs = asOfMs - rng.int(240, 1_100) * DAY_MS - rng.int(0, 86_399) * 1000;
  const soldMs = listedMs + rng.int(20, 150) * DAY_MS;
  const price = profile.roundPrice(listing.price * rng.uniform(0.78, 0.95), rng);
  listing.status = 'sold';
  listing.price = price;
  listing.price_history = [{ date: isoDate(listedMs), event: 'listed', price }];
  listing.listed_at = new Date(listedMs).toISOString();
  listing.updated_at = new Date(soldMs).toISOString();
  return listing;
}

/**
 * Generates `size` listings (over all platforms) of realistic properties in the US, GB, ES, DE
 * and JP, deterministically from `seed`. About 15% of properties are listed more than once on
 * the first portals — on another country's portal (Spanish homes on immoscout24 and rightmove,
 * Florida homes on rightmove) or twice on one portal by two agencies — with the differences real
 * portals show. A country with a second portal (GB: zoopla, see second-portals.ts) shows about
 * half of its homes there too, beside look-alikes, earlier sales and homes listed there alone;
 * `crossPortal` is the ground truth of those pairs.
 */
export function generate(options: GenerateOptions): GeneratedSamples {
  return universe({ ...options, materialize: true });
}

/** The ground truth alone (no listing bodies): cheap even for large sizes. */
export function groundTruth(options: GenerateOptions): PropertyGroup[] {
  return universe({ ...options, materialize: false }).groups;
}

/** One office seen on more than one platform: the ground truth of an agency's `same_office`. */
export interface OfficeGroup {
  office_key: string;
  /** The office's listings on every platform: each platform's agency is the one its listings name. */
  listings: { platform: string; native_id: string }[];
}

/** Offices whose listings are on two platforms or more, from materialized listings. */
export function officeGroups(listings: readonly SampleListing[]): OfficeGroup[] {
  const byOffice = new Map<string, { platforms: Set<string>; listings: OfficeGroup['listings'] }>();
  for (const l of listings) {
    const key = l.agency.office_key;
    if (key === undefined) continue;
    const office = byOffice.get(key) ?? { platforms: new Set<string>(), listings: [] };
    office.platforms.add(l.platform);
    office.listings.push({ platform: l.platform, native_id: l.native_id });
    byOffice.set(key, office);
  }
  return [...byOffice.entries()]
    .filter(([, office]) => office.platforms.size > 1)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([office_key, office]) => ({ office_key, listings: office.listings }));
}

export function platformsOf(listings: readonly SampleListing[]): Map<string, SampleListing[]> {
  const by = new Map<string, SampleListing[]>();
  for (const l of listings) {
    const list = by.get(l.platform) ?? [];
    list.push(l);
    by.set(l.platform, list);
  }
  return by;
}
