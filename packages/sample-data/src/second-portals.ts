/**
 * The second portal of a country, and how the homes of its first portal show up there: the same
 * home listed on both (by the same office or another, at other times, with other words), an
 * earlier sale of the home still shown, look-alikes (the flat next door, the house down the
 * street, the identical plot of a new-build estate) and homes listed there alone. One entry per
 * country: the other four countries' second portals plug in here.
 *
 * Every decision is drawn from a stream of its own (seed, property index), never from the
 * property's stream, so adding a second portal changes nothing of the first portal's listings.
 */
import type { SampleListing } from './model.js';
import type { Platform } from './platforms.js';
import { hash32, mix32, Rng } from './prng.js';
import { isPlot as isRightmovePlot } from './renderers/rightmove/new-homes.js';
import type { CountryCode } from './profile.js';

export interface SecondPortal {
  platform: Platform;
  /** Share of the first portal's homes listed on the second portal too. */
  alsoListed: number;
  /** Share whose second-portal listing is an earlier sale of the home (sold, not the live listing). */
  earlierSale: number;
  /** Share that have a look-alike (neighbour, same street, identical plot) listed on the second portal. */
  lookAlike: number;
  /** Homes listed on the second portal alone, per home of the first portal. */
  onlyHere: number;
  /**
   * Whether the first portal shows the home as a new-build plot (its look-alike is then the
   * identical plot next door). GB homes are never `new_build` in the listings: Rightmove's
   * renderer makes one in five eligible homes a development's plot, so this follows it.
   */
  isPlot?: (first: Pick<SampleListing, 'native_id' | 'country' | 'property_type' | 'year_built'>) => boolean;
  /**
   * Whether one office's listing of a home carries the same description on both portals: the
   * office feeds both from one CRM (GB, second-portals.md §6.1: "same-agent copy-paste
   * descriptions"; ES, §6.3: agencies syndicate one CRM feed; DE, §6.4: one OpenImmo feed). Another office writes its own
   * text, as does the office of a look-alike or of the home's earlier sale.
   */
  officeCopy?: boolean;
  /** How the second portal's listing of the home itself (or of its earlier sale) departs from the generic drift of another agent's listing. */
  sameHome?: (listing: SampleListing, home: { area: number }) => void;
}

/**
 * GB: Rightmove carries nearly every agent; "most UK agents feed both Rightmove and Zoopla from
 * the same CRM" (second-portals.md §0), but Zoopla carries fewer agents and listings, so about
 * half of Rightmove's homes are on Zoopla too (inside 35–60 %, see notes). A few agents list on
 * Zoopla alone. Look-alikes are the pairs home-finder's hand labels reject (92 of 140 labelled
 * cross-portal pairs were no match, §6.1).
 */
export const SECOND_PORTALS: Readonly<Partial<Record<CountryCode, SecondPortal>>> = {
  GB: { platform: 'zoopla', alsoListed: 0.5, earlierSale: 0.03, lookAlike: 0.08, onlyHere: 0.07, isPlot: isRightmovePlot, officeCopy: true },
  /*
   * ES: fotocasa is Spain's second portal (§0); agencies syndicate one CRM feed to idealista and
   * fotocasa, and inmo-tool's capture (§7: 3,983 fotocasa and 3,263 idealista sale listings of
   * one area, ~450–570 true cross-portal pairs, ~200 groups over all its portals) shows overlap is
   * common but far from total: 0.4 of idealista's homes are on fotocasa too. Hard negatives are
   * what §6.3 warns of: neighbourhood-level addresses share a string across ~10 listings, so the
   * flat next door and the same street are frequent look-alikes (0.1); an old sold ad of the home
   * (0.03); private sellers and small agencies on fotocasa alone (0.08).
   */
  ES: { platform: 'fotocasa', alsoListed: 0.4, earlierSale: 0.03, lookAlike: 0.1, onlyHere: 0.08, officeCopy: true },
  /*
   * JP: LIFULL HOME'S claims Japan's largest listing count (§0) and 仲介 agents advertise one 物件
   * on several portals, so a bit under half of SUUMO's homes are on HOME'S too (0.45); the
   * cross-site matches of §7 are few only because Yoshiki's sample was 301 rentals over 9 sites.
   * Both portals state the area to 0.01 m² (all 5 cross-site matches of ADR 0012 agreed exactly),
   * so the home's HOME'S listing keeps SUUMO's area instead of the generic re-measurement.
   * Look-alikes are frequent (0.1): a building sells several units at once, and adjacent units
   * differ by as little as 38.96 vs 38.97 m² (§6.5); an old sold ad of the home (0.02); agents
   * on HOME'S alone (0.08).
   */
  JP: {
    platform: 'lifullhomes',
    alsoListed: 0.45,
    earlierSale: 0.02,
    lookAlike: 0.1,
    onlyHere: 0.08,
    sameHome: (listing, home) => {
      listing.living_area_sqm = home.area;
    },
  },
  /*
   * DE: immowelt is Germany's second portal after ImmoScout24 (§0); German agencies feed both from
   * one CRM with one object number (the Referenznummer / Anbieter-Objekt-ID, §6.4), and the
   * Datahouse/Wüest Partner deduplication (§6.4: ~60 M German and Swiss ads to ~14 M object
   * groups) says a home is typically advertised several times over portals and time, so a bit
   * under half of ImmoScout24's homes are on immowelt too (0.45). Hard negatives are what fredy's
   * gate must keep apart (§6.4, §7): flats of one building and houses of one street with the
   * district-only addresses both portals show (0.08); an old sold ad of the home (0.03); private
   * sellers and regional agents on immowelt alone (0.1). The office's CRM sends the exposé's text
   * with the object number (an OpenImmo feed carries one `objektbeschreibung` to every portal), so
   * its listing of the home reads the same on both portals: fredy corroborates an ImmoScout24 and
   * an immowelt listing by their descriptions (§6.4, MinHash ≥ 0.5).
   */
  DE: { platform: 'immowelt', alsoListed: 0.45, earlierSale: 0.03, lookAlike: 0.08, onlyHere: 0.1, officeCopy: true },
  /*
   * US: realtor.com and Zillow are both fed by the MLS (§0, §6.2): nearly every broker listing is
   * on both ("no point in getting the same data from multiple sites when it's mostly all the
   * same", HomeHarvest #28), so three in four of Zillow's homes are on realtor.com too; the rest
   * are Zillow's for-sale-by-owner and Zillow-only feeds. Its detail pages keep a property's
   * earlier sale (`other_listings.rdc[]` with `sold` / `off_market` listings, §2.2): 0.04.
   * Look-alikes are condo units of one building and tract homes of one builder (0.08); brokers
   * who opted out of Zillow's feed and builders' community feeds are on realtor.com alone (0.05).
   * The MLS number the two portals share is drawn by the renderers (renderers/mls.ts).
   */
  US: { platform: 'realtor', alsoListed: 0.75, earlierSale: 0.04, lookAlike: 0.08, onlyHere: 0.05 },
};

/** The platforms that are some country's second portal. */
export const SECOND_PORTAL_PLATFORMS: ReadonlySet<string> = new Set(Object.values(SECOND_PORTALS).map((p) => p.platform));

/** How a second-portal listing relates to the first portal's home it was planned beside. */
export type CrossPortalRelation = 'same_home' | 'earlier_sale' | 'neighbour_unit' | 'same_street' | 'new_build_plot';

/** One listing planned on the second portal for property `index`. */
export interface SecondListingPlan {
  platform: Platform;
  /** `home`: the property itself; `look_alike`: another home beside it; `only_here`: an unrelated home of the city. */
  of: 'home' | 'earlier_sale' | 'look_alike' | 'only_here';
  /** Distinct per property (0–3): the listing's id is drawn from `index · 4 + slot`. */
  slot: number;
}

/** The stream every second-portal decision of property `index` is drawn from. */
export function secondPortalStream(seedHash: number, index: number): Rng {
  return new Rng(mix32(seedHash ^ hash32('second-portal'), index));
}

/** Property keys of homes that exist only because of a second portal: `prop-12-z` and the like. */
export function secondaryKey(index: number, of: SecondListingPlan['of']): string {
  return `prop-${index}-${of === 'earlier_sale' ? 'sold' : of === 'look_alike' ? 'near' : 'z'}`;
}

/** The listings property `index` (of `country`) gets on its country's second portal, in order. */
export function planSecondListings(rng: Rng, country: CountryCode): SecondListingPlan[] {
  const portal = SECOND_PORTALS[country];
  if (!portal) return [];
  const plans: SecondListingPlan[] = [];
  const r = rng.next();
  if (r < portal.alsoListed) plans.push({ platform: portal.platform, of: 'home', slot: 0 });
  else if (r < portal.alsoListed + portal.earlierSale) plans.push({ platform: portal.platform, of: 'earlier_sale', slot: 0 });
  if (rng.chance(portal.lookAlike)) plans.push({ platform: portal.platform, of: 'look_alike', slot: 1 });
  if (rng.chance(portal.onlyHere)) plans.push({ platform: portal.platform, of: 'only_here', slot: 2 });
  return plans;
}

/** Ground truth of one pair across a country's two portals: a match (`same_home`) or a hard negative. */
export interface CrossPortalPair {
  country: string;
  relation: CrossPortalRelation;
  /** The home's listing on the country's first portal. */
  first: { platform: string; native_id: string };
  /** The second portal's listing: of that home (`same_home`), of its earlier sale, or of a look-alike. */
  second: { platform: string; native_id: string };
  /** Whether both listings name one office (`agency.office_key`). */
  same_office: boolean;
}
