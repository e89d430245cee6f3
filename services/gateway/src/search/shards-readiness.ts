import type { ReadinessCheck } from '../routes/service-routes.js';

/** /readyz: a search shard whose worker died answers no search until the gateway restarts. */
export function shardsReadiness(name: string, search: { readonly failure: Error | undefined }): ReadinessCheck {
  return async () => {
    const failure = search.failure;
    return failure === undefined ? { name, ok: true } : { name, ok: false, detail: failure.message };
  };
}
