// The contract's numbers that code outside the HTTP layer obeys, reachable without loading the
// schemas (`@estate/contract/limits`): a search shard's worker thread imports these and nothing
// else of the contract, so it starts without building every TypeBox schema.

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export { SIMILARITY } from './similarity.js';
