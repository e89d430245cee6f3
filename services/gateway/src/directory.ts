/**
 * What the gateway knows of the running collectors: each keeps a manifest alive (in the
 * `collectors` KV bucket once the bus is in place). Capabilities, enablement and the platform
 * list are derived from these manifests on every call, so they describe the deployment as it is.
 */
export interface CollectorManifest {
  platform: string;
  display_name: string;
  countries: string[];
  record_kinds: string[];
  /** operationIds this collector's data serves. */
  operations: string[];
  /** Request fields honoured, per operationId. */
  selectors: Record<string, string[]>;
  provider: string;
  access_class: string;
  /** When the collector last refreshed its manifest. */
  last_seen_at: string;
}

export interface CollectorDirectory {
  manifests(): Promise<CollectorManifest[]>;
}

/** A fixed set of manifests: a deployment without a bus, or one assembled in code. */
export class FixedDirectory implements CollectorDirectory {
  constructor(private readonly list: readonly CollectorManifest[] = []) {}
  async manifests(): Promise<CollectorManifest[]> {
    return [...this.list];
  }
}
