import { isIPv6 } from 'node:net';

/**
 * The part of an address that names one client. An IPv6 client is usually given a whole /64 and
 * can pick a fresh address from it for every request, so it is counted by its /64; an
 * IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, how a dual-stack socket reports IPv4) is the IPv4.
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
