/**
 * Germany's ZVG-Portal (zvg-portal.de) as the collector kit runs it: the Länder courts'
 * notices of forced sales (Zwangsversteigerungstermine), public notices read as open data,
 * replayed from each Land's HTML result list and the notices' pages.
 */
import { defineCollector } from '@estate/collector-kit';
import { parse } from './parse.js';

/** Notices change when a court schedules or calls off a Termin; a few times a day keeps up. */
const HOURS_6 = 6 * 3_600_000;

export const collector = defineCollector({
  platform: 'zvg',
  displayName: 'ZVG-Portal (Zwangsversteigerungen)',
  countries: ['DE'],
  recordKinds: ['auction'],
  operations: ['searchAuctions', 'getAuction'],
  searchSelectors: [],
  selectors: {
    // A Termin has a start but no end on the portal: `ends_after`/`ends_before` match no ZVG notice.
    searchAuctions: ['platforms', 'country', 'location.text', 'status', 'limit', 'cursor'],
    getAuction: [],
  },
  accessClass: 'open_data',
  collectIntervalMs: HOURS_6,
  parse,
});
