/**
 * New homes on Rightmove: a developer markets each development from a branch of its own (the
 * branch is the development: branchDisplayName "Barratt Homes - The Maltings", companyName the
 * developer, `isNewHomeDeveloper`, `developmentInfo`, brochures), and the development's plots
 * are that branch's property list (`locationIdentifier=BRANCH^<id>`).
 *
 * The sample listings mark no UK home `new_build` (UK stock is old), and they must not change,
 * so the plots are drawn here: one in five houses and flats of a town, never a period home
 * (its page says "Period property"), is a plot of that town's development, whose developer,
 * name and completion are drawn from the town's name. Rightmove never states the year built, so
 * nothing a page shows contradicts it.
 */
import { rightmove } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { hashOf } from '../choices.js';
import { grouped } from './format.js';
import { numericOr } from './render-common.js';
import { plotAddress } from '../uk-plot.js';

export interface NewHomeDevelopment {
  /** The development's branch id: seven digits, a range the sample agencies' six-digit ids never reach. */
  branchId: string;
  /** "The Maltings" */
  name: string;
  /** The developer's brand, "Barratt Homes", and its company, "Barratt Developments plc". */
  brand: string;
  company: string;
  /** "Summer 2027", as the developer writes it. */
  completion: string;
  city: string;
  /** "Barratt Homes - The Maltings" */
  display: string;
}

const DEVELOPERS: ReadonlyArray<{ brand: string; company: string }> = [
  { brand: 'Barratt Homes', company: 'Barratt Developments plc' },
  { brand: 'Persimmon Homes', company: 'Persimmon plc' },
  { brand: 'Taylor Wimpey', company: 'Taylor Wimpey plc' },
  { brand: 'Bellway Homes', company: 'Bellway plc' },
  { brand: 'Redrow Homes', company: 'Redrow plc' },
];
const SCHEMES = ['The Maltings', 'Kings Meadow', 'Orchard Grove', 'Riverside Quarter', "St John's Park", 'Beaumont Place', 'Millbrook Gardens'];
const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'];
const PLOT_TYPES: ReadonlySet<string> = new Set(['house', 'semi_detached', 'townhouse', 'apartment']);
const PERIOD_BEFORE = 1919;

/** Whether Rightmove shows a listing as a new-homes plot: decided from what the listing is and its id alone. */
export function isPlot(listing: Pick<SampleListing, 'native_id' | 'country' | 'property_type' | 'year_built'>): boolean {
  if (rightmove.isOverseas(listing.country) || !PLOT_TYPES.has(listing.property_type)) return false;
  if (listing.year_built !== undefined && listing.year_built < PERIOD_BEFORE) return false;
  return hashOf(listing.native_id, 'new-home') % 5 === 0;
}

/** The development a sample listing is a plot of, or undefined for a resale home. */
export function developmentOf(listing: SampleListing): NewHomeDevelopment | undefined {
  if (!isPlot(listing)) return undefined;
  const city = listing.address.city;
  const h = hashOf(city, 'development');
  const developer = DEVELOPERS[h % DEVELOPERS.length] ?? (DEVELOPERS[0] as { brand: string; company: string });
  const name = SCHEMES[(h >>> 4) % SCHEMES.length] ?? 'The Maltings';
  const completion = `${SEASONS[(h >>> 8) % SEASONS.length] ?? 'Spring'} ${2027 + ((h >>> 12) % 2)}`;
  return { branchId: String(9_000_000 + (h % 900_000)), name, ...developer, completion, city, display: `${developer.brand} - ${name}` };
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-');

/** The branch's property list on the site: what `customerPropertiesUrl` links. */
function propertiesUrl(d: NewHomeDevelopment): string {
  return `/property-for-sale/find/${slug(d.brand)}/${slug(d.name)}.html?locationIdentifier=${encodeURIComponent(`${rightmove.BRANCH_LOCATION_PREFIX}${d.branchId}`)}`;
}

/** A plot's search card: marketed by the development's branch, leading with the development and its completion. */
export function asPlotCard(card: rightmove.SearchProperty, listing: SampleListing): rightmove.SearchProperty {
  const d = developmentOf(listing);
  if (!d) return card;
  return {
    ...card,
    displayAddress: plotAddress(card.displayAddress, listing),
    development: true,
    summary: `${d.name} by ${d.brand}, completion expected ${d.completion}. ${card.summary}`,
    customer: {
      ...card.customer,
      branchId: numericOr(d.branchId),
      branchDisplayName: d.display,
      branchName: d.name,
      brandTradingName: d.brand,
      branchLandingPageUrl: `/new-homes-developer/${slug(d.brand)}/${slug(d.name)}-${d.branchId}.html`,
      development: true,
    },
    formattedBranchName: ` by ${d.display}`,
  };
}

/** A plot's property page: the development's branch as its customer, the site plan, microsite and brochure. */
export function asPlotPage(model: rightmove.PageModel, listing: SampleListing): rightmove.PageModel {
  const d = developmentOf(listing);
  if (!d) return { ...model, analyticsInfo: { ...model.analyticsInfo, analyticsProperty: { ...model.analyticsInfo.analyticsProperty, preOwned: 'Resale' } } };
  const pd = model.propertyData;
  const media = `${rightmove.MEDIA_ORIGIN}:443/dev/${d.branchId}`;
  return {
    ...model,
    propertyData: {
      ...pd,
      address: { ...pd.address, displayAddress: plotAddress(pd.address.displayAddress, listing) },
      text: { ...pd.text, newHomesBrochureDisclaimer: 'Brochures are provided by the developer; plots, prices and specifications may change.' },
      keyFeatures: [...pd.keyFeatures, `Completion expected ${d.completion}`],
      customer: {
        ...pd.customer,
        branchId: numericOr(d.branchId),
        branchName: d.name,
        branchDisplayName: d.display,
        companyName: d.company,
        companyTradingName: d.brand,
        displayAddress: `${d.name}, ${d.city}`,
        customerProfileUrl: `/new-homes-developer/${slug(d.brand)}/${slug(d.name)}-${d.branchId}.html`,
        customerPropertiesUrl: propertiesUrl(d),
        isNewHomeDeveloper: true,
        developmentInfo: { sitePlanUri: `${media}/site_plan_${d.branchId}.pdf`, micrositeFeatures: ['Show home open Thursday to Monday', 'Help to Buy alternatives available', 'Part exchange considered'] },
        buildToRent: false,
        products: { hasMicrosite: true },
      },
      brochures: [{ url: `${media}/brochure_${d.branchId}_0000.pdf`, caption: `${d.name} brochure` }],
    },
    analyticsInfo: {
      analyticsBranch: { ...model.analyticsInfo.analyticsBranch, branchId: numericOr(d.branchId), branchName: d.name, brandName: d.brand, companyName: d.company, displayAddress: `${d.name}, ${d.city}` },
      analyticsProperty: { ...model.analyticsInfo.analyticsProperty, preOwned: 'New' },
    },
  };
}

/** The branch id a listing's pages name: its development's, or its agency's. */
export function shownBranchId(listing: SampleListing): string {
  return developmentOf(listing)?.branchId ?? listing.agency.native_id;
}

/** Every development of the listings with its plots, in the order its first plot comes. */
export function developmentsOf(listings: readonly SampleListing[]): { development: NewHomeDevelopment; plots: SampleListing[] }[] {
  const byBranch = new Map<string, { development: NewHomeDevelopment; plots: SampleListing[] }>();
  for (const listing of listings) {
    const development = developmentOf(listing);
    if (!development) continue;
    const found = byBranch.get(development.branchId) ?? { development, plots: [] };
    found.plots.push(listing);
    byBranch.set(development.branchId, found);
  }
  return [...byBranch.values()];
}

/** Rightmove lists 24 results to a page. */
const BRANCH_PAGE_SIZE = 24;

/** Each development's branch list: the search results JSON of `BRANCH^<id>`, sold plots included. */
export function renderBranchLists(listings: readonly SampleListing[], card: (listing: SampleListing) => rightmove.SearchProperty): NativePayload[] {
  const payloads: NativePayload[] = [];
  for (const { development: d, plots } of developmentsOf(listings)) {
    const pages = Math.ceil(plots.length / BRANCH_PAGE_SIZE);
    for (let page = 1; page <= pages; page++) {
      const index = (page - 1) * BRANCH_PAGE_SIZE;
      const shown = plots.slice(index, index + BRANCH_PAGE_SIZE);
      const results: rightmove.SearchResults = {
        properties: shown.map(card),
        resultCount: grouped(plots.length),
        searchParametersDescription: `Property For Sale by ${d.display}`,
        pagination: {
          total: pages,
          options: Array.from({ length: pages }, (_, i) => ({ value: String(i * BRANCH_PAGE_SIZE), description: String(i + 1) })),
          first: '0',
          last: String((pages - 1) * BRANCH_PAGE_SIZE),
          ...(page < pages ? { next: String(page * BRANCH_PAGE_SIZE) } : {}),
          page: String(page),
        },
        location: { id: Number(d.branchId), displayName: d.display, shortDisplayName: d.name, locationType: 'BRANCH' },
        timestamp: Math.max(0, ...shown.map((l) => Date.parse(l.updated_at) || 0)),
      };
      payloads.push({ path: rightmove.branchListPath(d.branchId, index), content_type: 'application/json', body: JSON.stringify(results) });
    }
  }
  return payloads;
}
