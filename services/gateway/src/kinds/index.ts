import type { Kind } from './kind.js';
import { listingKind } from './listing.js';

/** Every record kind the gateway serves: a new kind is one module in this folder and one line here. */
export const KINDS: readonly Kind[] = [listingKind];

export { openKinds, type Kind, type KindContext } from './kind.js';
