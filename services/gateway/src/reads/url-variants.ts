/**
 * The forms a caller's copy of a listing URL commonly differs in from the stored one: fragment,
 * tracking query, trailing slash, scheme, `www.`. The given URL is tried first.
 */
export function urlVariants(input: string): string[] {
  const variants = [input];
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return variants;
  }
  url.hash = '';
  const bases = [url.toString()];
  url.search = '';
  bases.push(url.toString());
  const out = new Set(variants);
  for (const base of bases) {
    const u = new URL(base);
    const hosts = u.hostname.startsWith('www.') ? [u.hostname, u.hostname.slice(4)] : [u.hostname, `www.${u.hostname}`];
    for (const protocol of ['https:', 'http:']) {
      for (const host of hosts) {
        for (const slash of [false, true]) {
          const v = new URL(base);
          v.protocol = protocol;
          v.hostname = host;
          if (slash && !v.pathname.endsWith('/')) v.pathname = `${v.pathname}/`;
          else if (slash) v.pathname = v.pathname.replace(/\/+$/, '') || '/';
          out.add(v.toString());
        }
      }
    }
  }
  return [...out].slice(0, 16);
}
