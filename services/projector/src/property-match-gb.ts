/**
 * Great Britain's rules for what Rightmove hides (the house number and the flat). A flat's key
 * features state its floor ("Second floor"), one list the office's CRM sends to both portals
 * (Rightmove `keyFeatures`, Zoopla `features.bullets`), so two stated floors that differ are two
 * flats; a new build's ads lead with its plot number ("Plot 23, …"), so two numbers are two plots
 * of a development whose plots are otherwise identical. The office's own text is
 * property-match-office.ts.
 */
import type { PropertyFacts } from './property-facts.js';

const FLOOR_WORDS: Readonly<Record<string, number>> = {
  basement: -1, 'lower ground': -1, ground: 0, first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
// The whole bullet names the floor ("Second floor", "Ground floor flat", "3rd floor apartment"):
// a bullet of a house's rooms ("Ground floor cloakroom") or a view ("Top floor views") does not.
const FLOOR_BULLET = /^(basement|lower ground|ground|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d{1,2})(?:st|nd|rd|th))\s+floor(?:\s+(?:flat|apartment|maisonette))?$/i;

/** The floor a flat's key features state (0 = ground); undefined when none, or two bullets disagree. */
export function statedFloor(features: readonly unknown[] | undefined): number | undefined {
  let floor: number | undefined;
  for (const feature of features ?? []) {
    const found = typeof feature === 'string' ? FLOOR_BULLET.exec(feature.trim()) : null;
    if (!found) continue;
    const value = found[2] !== undefined ? Number(found[2]) : FLOOR_WORDS[(found[1] as string).toLowerCase()];
    if (value === undefined || (floor !== undefined && floor !== value)) return undefined;
    floor = value;
  }
  return floor;
}

/** GB: two floors stated are two flats, two plot numbers two plots. */
export function gbVeto(a: PropertyFacts, b: PropertyFacts): boolean {
  if (a.country !== 'GB') return false;
  if (a.gbFloor !== undefined && b.gbFloor !== undefined && a.gbFloor !== b.gbFloor) return true;
  // A development's identical plots differ in their number only.
  return a.gbPlot !== '' && b.gbPlot !== '' && a.gbPlot !== b.gbPlot;
}
