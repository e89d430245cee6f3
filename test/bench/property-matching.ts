// `pnpm bench:matching`: cross-portal property grouping against the generator's truth, in memory. The e2e's path without
// NATS or ClickHouse: each platform's renderer writes its pages, its collector parses them and the kit merges one run's
// reads (e2e/grouping/sample-observations.ts), then `listingDocument`, its description digest and `PropertyMatcher`
// assign properties in publishing order, as the projector does. Prints per seed, size and country: pairs right /
// predicted / true, precision, recall, the same over `matched` groups only (confidence ≥ the gateway's 0.8), and per
// relation of the second portals' pairs how many were grouped (neighbour units, same street, plots, earlier sales).
// Settings (environment): MATCH_SEEDS (11,7,2024,42), MATCH_SIZES (800,2000).
import type { EventOf } from '@estate/events';
import { listingDescriptionDigest, listingDocument, PropertyMatcher } from '@estate/projector';
import { pairwiseByCountry, relationMerges } from '../e2e/grouping/cross-portal-score.js';
import { sampleObservations } from '../e2e/grouping/sample-observations.js';

/** The gateway's threshold (services/gateway MATCHED_CONFIDENCE): below it a group is only `possible`. */
const MATCHED = 0.8;
/** A fixed instant, so a run repeats exactly. */
const OBSERVED_AT = new Date('2026-11-27T12:00:00.000Z');

const numbers = (name: string, fallback: string): number[] => {
  const values = (process.env[name] ?? fallback).split(',').map((s) => Number(s.trim()));
  if (values.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`${name} must be a comma-separated list of positive integers`);
  return values;
};

interface Assigned {
  propertyId: string;
  confidence: number;
  country: string;
}

/** Every listing's property as the projector's matcher assigns it, in the events' order (the last assignment counts). */
function assignAll(events: ReturnType<typeof sampleObservations>['events']): Map<string, Assigned> {
  const matcher = new PropertyMatcher();
  const out = new Map<string, Assigned>();
  for (const event of events) {
    if (event.type !== 'listing.observed') continue;
    const observed = event as EventOf<'listing.observed'>;
    const document = listingDocument(observed);
    const assignment = matcher.assign(document, { observed_at: observed.observed_at, event_id: observed.id }, listingDescriptionDigest(observed));
    out.set(document.id, { propertyId: assignment.propertyId, confidence: assignment.method === '' ? 1 : assignment.confidence, country: observed.data.country });
  }
  return out;
}

const f = (n: number) => n.toFixed(4);

function measure(seed: number, size: number): void {
  const { events, propertyOf, crossPortal } = sampleObservations({ seed, size, observedAt: OBSERVED_AT });
  const assigned = assignAll(events);
  const predicted = new Map([...assigned].map(([id, a]) => [id, a.propertyId]));
  // A listing joined below MATCHED stands alone in the `matched` view.
  const matchedOnly = new Map([...assigned].map(([id, a]) => [id, a.confidence >= MATCHED ? a.propertyId : id]));
  const countryOf = new Map([...assigned].map(([id, a]) => [id, a.country]));
  const matched = pairwiseByCountry(matchedOnly, propertyOf, countryOf);
  for (const [country, s] of pairwiseByCountry(predicted, propertyOf, countryOf)) {
    const m = matched.get(country);
    const pairs = crossPortal.filter((p) => p.country === country);
    const relations = [...relationMerges(predicted, pairs)].map(([relation, r]) => `${relation}=${r.merged}/${r.pairs}`).join(' ');
    process.stdout.write(
      `seed=${seed} size=${size} ${country} pairs=${s.correctPairs}/${s.predictedPairs}/${s.truePairs} precision=${f(s.precision)} recall=${f(s.recall)} ` +
        `matched=${m?.correctPairs}/${m?.predictedPairs} matched_precision=${f(m?.precision ?? 1)} grouped: ${relations}\n`,
    );
  }
}

for (const size of numbers('MATCH_SIZES', '800,2000')) for (const seed of numbers('MATCH_SEEDS', '11,7,2024,42')) measure(seed, size);
