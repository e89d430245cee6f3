import type { Kind } from './kind.js';
import { listingKind } from './listing.js';
import { locationKind } from './location.js';
import { marketKind } from './market.js';
import { professionalKind } from './professional.js';
import { stayKind } from './stay.js';

/** Every record kind the gateway serves: a new kind is one module in this folder and one line here. */
export const KINDS: readonly Kind[] = [listingKind, professionalKind, locationKind, stayKind, marketKind];

export { openKinds, type Kind, type KindContext } from './kind.js';
