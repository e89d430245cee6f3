import { auctionsKind } from './auctions.js';
import { buildingsKind } from './buildings.js';
import { developmentsKind } from './developments.js';
import { jobsKind } from './jobs.js';
import type { Kind, KindName } from './kind.js';
import { listingsKind } from './listings.js';
import { locationsKind } from './locations.js';
import { marketsKind } from './markets.js';
import { professionalsKind } from './professionals.js';
import { propertiesKind } from './properties.js';
import { staysKind } from './stays.js';

/**
 * Every record kind the gateway serves, keyed by its name (the contract's tag of its operations):
 * a tag the contract adds without a kind here, or a kind filed under another kind's name, does
 * not compile. A new kind is one module in this folder, beside a folder of its handlers of the
 * same name, and one line here.
 */
export const KINDS: { readonly [K in KindName]: Kind<K> } = {
  listings: listingsKind,
  professionals: professionalsKind,
  locations: locationsKind,
  stays: staysKind,
  markets: marketsKind,
  auctions: auctionsKind,
  buildings: buildingsKind,
  developments: developmentsKind,
  jobs: jobsKind,
  properties: propertiesKind,
};

/** The kinds in the order they are opened. */
export const KIND_LIST: readonly Kind[] = Object.values(KINDS);

export { openKinds, type Kind, type KindContext, type KindName, type KindSettings } from './kind.js';
