import { figure, type Figure } from '../report.js';
import type { RenderedPlatform } from '../listing-universe.js';

const MIN_MS = 1_000;

/** Runs `pass` until at least MIN_MS elapsed; returns passes per second. */
function rate(pass: () => number): { perSecond: number; items: number } {
  let items = 0;
  let passes = 0;
  const started = performance.now();
  while (performance.now() - started < MIN_MS || passes < 2) {
    items += pass();
    passes += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: items / seconds, items: items / passes };
}

/**
 * Listings read per second by each platform's real parser on one core, beside the floor any
 * reader pays for the same pages: bytes to text, and JSON.parse where the page is JSON.
 */
export function measureParseRates(platforms: readonly RenderedPlatform[], observedAt: string): { figures: Figure[]; details: Record<string, unknown> } {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let totalListings = 0;
  let totalSeconds = 0;
  let floorSeconds = 0;
  for (const { definition, payloads } of platforms) {
    const bytes = payloads.map((p) => ({ raw: encoder.encode(p.body), json: p.content_type.includes('json') }));
    const parse = rate(() => payloads.reduce((n, payload) => n + definition.parse(payload, { observedAt, retrievedAt: observedAt }).observations.filter((o) => o.kind === 'listing').length, 0));
    const listingsPerPass = parse.items;
    const floor = rate(() => {
      for (const { raw, json } of bytes) {
        const text = decoder.decode(raw);
        if (json) JSON.parse(text);
      }
      return listingsPerPass;
    });
    figures.push(figure(`collector_parse.${definition.platform}`, parse.perSecond, 'listings/s/core', { name: 'decode + JSON.parse of the same pages', value: floor.perSecond }));
    details[definition.platform] = { payloads: payloads.length, listings_per_pass: listingsPerPass, bytes: bytes.reduce((n, b) => n + b.raw.length, 0) };
    totalListings += listingsPerPass;
    totalSeconds += listingsPerPass / parse.perSecond;
    floorSeconds += listingsPerPass / floor.perSecond;
  }
  figures.push(figure('collector_parse.all', totalListings / totalSeconds, 'listings/s/core', { name: 'decode + JSON.parse of the same pages', value: totalListings / floorSeconds }));
  return { figures, details };
}
