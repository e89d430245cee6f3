import type { PropertyFacts } from './property-facts.js';
import type { MatchMethod } from './property-match-rules.js';

/** The property a listing belongs to, and the evidence that put it there. */
export interface PropertyAssignment {
  propertyId: string;
  /** '' when the listing matched no other and is its own property. */
  method: MatchMethod | '';
  /** 0 when alone. */
  confidence: number;
}

/** A listing as the matcher holds it; what `load` takes when warming. */
export interface IndexedListing {
  facts: PropertyFacts;
  assignment: PropertyAssignment;
  observedAtMs: number;
  eventId: string;
}
