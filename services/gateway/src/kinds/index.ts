import { auctionKind } from './auction.js';
import { buildingKind } from './building.js';
import { developmentKind } from './development.js';
import type { Kind } from './kind.js';
import { listingKind } from './listing.js';
import { locationKind } from './location.js';
import { marketKind } from './market.js';
import { professionalKind } from './professional.js';
import { propertyKind } from './property.js';
import { readJobKind } from './read-job.js';
import { stayKind } from './stay.js';

/** Every record kind the gateway serves: a new kind is one module in this folder and one line here. */
export const KINDS: readonly Kind[] = [listingKind, professionalKind, locationKind, stayKind, marketKind, auctionKind, buildingKind, developmentKind, readJobKind, propertyKind];

export { openKinds, type Kind, type KindContext } from './kind.js';
