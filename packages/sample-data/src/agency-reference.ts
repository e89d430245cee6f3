/**
 * The reference an agency gives a home in its own records, which it sends with the ad to every
 * portal it lists on ("Referencia: NS603"): ES portals print it (fotocasa `reference`, idealista
 * `externalReference`). Agencies keep the code across portals, so one office's listings of one
 * home carry one code; another office names the home its own way; a new mandate (the home sold
 * and listed again, years later) is a new record and a new code. Codes follow the office's own
 * scheme, and short numeric schemes collide across offices (second-portals.md §6.3: the code
 * alone is never enough).
 *
 * A pure function of the listing's office and home, so a renderer can print it without the
 * generator storing it (and first-portal listings stay byte-identical).
 */
import type { SampleListing } from './model.js';
import { hash32 } from './prng.js';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const letter = (n: number): string => LETTERS[n % LETTERS.length] as string;

/**
 * The office's scheme, as the real pages show them: "01-MU024X" (branch, initials, number,
 * suffix), "M201949" (letter and six digits), "PV20428" (two letters, five digits), and bare
 * four-digit numbers ("4821"), which different offices reuse.
 */
function styled(style: number, office: number, n: number): string {
  switch (style) {
    case 0:
      return `${String(1 + (office % 12)).padStart(2, '0')}-${letter(office >>> 3)}${letter(office >>> 8)}${String(n % 1000).padStart(3, '0')}X`;
    case 1:
      return `${letter(office >>> 5)}${String(100_000 + (n % 900_000))}`;
    case 2:
      return `${letter(office >>> 4)}${letter(office >>> 9)}${String(10_000 + (n % 90_000))}`;
    default:
      return String(1_000 + (n % 9_000));
  }
}

/** The home's reference in the records of the office that lists it. */
export function agencyReference(listing: Pick<SampleListing, 'property_key' | 'agency'>): string {
  const office = hash32(listing.agency.office_key ?? `${listing.agency.name}|${listing.agency.phone}`);
  const n = hash32(`${listing.agency.office_key ?? listing.agency.name}|${listing.property_key}`);
  return styled(office % 4, office, n);
}
