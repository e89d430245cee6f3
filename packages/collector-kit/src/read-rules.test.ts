import { OBSERVED_KINDS, type AgencyObserved, type AgentObserved, type Observation } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { listingOf, mergeRead, publishedAs, READ_RULES } from './read-rules.js';

const agent = (over: Partial<AgentObserved> = {}): Observation => ({ kind: 'agent', data: { native_id: 'a-1', name: 'Jane Doe', access_class: 'public_portal', country: 'US', ...over } });
const agency = (over: Partial<AgencyObserved> = {}): Observation => ({ kind: 'agency', data: { native_id: 'a-1', name: 'Doe Realty', access_class: 'public_portal', country: 'US', ...over } });

describe('the read rules', () => {
  it('have one rule per observed kind', () => {
    expect(Object.keys(READ_RULES).sort()).toEqual([...OBSERVED_KINDS].sort());
  });

  it('merge two reads of one record with its kind\'s merge, and leave a read of another kind alone', () => {
    const earlier = agent({ professional_contacts: [{ kind: 'business_phone', value: '1' }] });
    const later = agent({ name: 'Jane A. Doe', professional_contacts: [{ kind: 'business_email', value: 'j@x' }] });
    expect(mergeRead(earlier, later)).toEqual({
      kind: 'agent',
      data: { native_id: 'a-1', name: 'Jane A. Doe', access_class: 'public_portal', country: 'US', professional_contacts: [{ kind: 'business_phone', value: '1' }, { kind: 'business_email', value: 'j@x' }] },
    });
    expect(mergeRead(undefined, later)).toBe(later);
    expect(mergeRead(agency(), later)).toBe(later);
  });

  it('say when each kind is published, and which listing a media read hangs off', () => {
    expect(publishedAs(agent(), 'professional')).toBe(true);
    expect(publishedAs(agent(), 'as_read')).toBe(false);
    expect(OBSERVED_KINDS.filter((k) => READ_RULES[k].publish === 'merged').sort()).toEqual(['auction', 'building', 'unit']);
    expect(listingOf({ kind: 'media', data: { listing_native_id: 'l-9', items: [], complete: true, access_class: 'public_portal', country: 'US' } })).toBe('l-9');
    expect(listingOf(agent())).toBeUndefined();
  });
});
