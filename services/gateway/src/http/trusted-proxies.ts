import { BlockList, isIP } from 'node:net';

/**
 * The proxies whose `X-Forwarded-For` the gateway believes: addresses (`10.0.0.5`) and CIDR
 * ranges (`10.0.0.0/8`, `fd00::/8`). Anyone else can write that header, so from anyone else it is
 * ignored and the client is the socket's peer. Empty (the default) believes no one: right for an
 * API that faces the internet directly.
 */
export class TrustedProxies {
  readonly #list = new BlockList();
  readonly size: number;

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address);
      if (family === 0) throw new Error(`trusted proxy ${JSON.stringify(entry)} is not an IP address or CIDR range`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) {
        this.#list.addAddress(address, type);
        continue;
      }
      const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
      if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) throw new Error(`trusted proxy ${JSON.stringify(entry)} has an invalid prefix length`);
      this.#list.addSubnet(address, bits, type);
    }
    this.size = entries.length;
  }

  /** Parses the comma-separated form of the `TRUSTED_PROXIES` setting. */
  static parse(text: string): TrustedProxies {
    return new TrustedProxies(text.split(',').map((s) => s.trim()).filter(Boolean));
  }

  /** Whether `address` (as a socket reports it) is one of the trusted proxies. */
  trusts(address: string | undefined): boolean {
    if (this.size === 0 || !address) return false;
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    const family = isIP(plain);
    return family !== 0 && this.#list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}
