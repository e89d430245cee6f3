import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { mergeProfessionals, professionalsOfListing } from './professionals.js';

const listing = (over: Partial<ListingObserved> = {}): ListingObserved => ({
  native_id: 'l-1',
  transaction: 'sale',
  status: 'active',
  property: { address: { city: 'Austin', region: 'TX', postal_code: '78701' } },
  access_class: 'public_portal',
  country: 'US',
  ...over,
});

describe('professionals of a listing', () => {
  it('names agent and agency by the listing document rule: the platform id, else the name shown', () => {
    const observations = professionalsOfListing(
      listing({
        agent: { native_id: 'zuid-9', name: 'Jane Doe', professional_contacts: [{ kind: 'business_phone', value: '512 555 0100' }] },
        agency: { name: 'Doe Realty', licence_number: '0123' },
      }),
    );
    expect(observations).toEqual([
      { kind: 'agency', data: { native_id: 'Doe Realty', name: 'Doe Realty', licence_number: '0123', access_class: 'public_portal', country: 'US', market_area: { city: 'Austin', region: 'TX', postal_code: '78701' } } },
      {
        kind: 'agent',
        data: {
          native_id: 'zuid-9',
          name: 'Jane Doe',
          agency_native_id: 'Doe Realty',
          professional_contacts: [{ kind: 'business_phone', value: '512 555 0100' }],
          access_class: 'public_portal',
          country: 'US',
          market_area: { city: 'Austin', region: 'TX', postal_code: '78701' },
        },
      },
    ]);
    expect(professionalsOfListing(listing())).toEqual([]);
  });

  it('merges reads of one professional: later fields win, contacts combine, the first market area stays', () => {
    const base = { native_id: 'o-1', name: 'Doe Realty', access_class: 'public_portal', country: 'US' } as const;
    const merged = mergeProfessionals(
      { ...base, market_area: { city: 'Austin' }, professional_contacts: [{ kind: 'business_phone', value: '1' }] },
      { ...base, name: 'Doe Realty LLC', market_area: { city: 'Dallas' }, website: 'https://doe.example', professional_contacts: [{ kind: 'business_phone', value: '1' }, { kind: 'fax', value: '2' }] },
    );
    expect(merged).toEqual({
      ...base,
      name: 'Doe Realty LLC',
      website: 'https://doe.example',
      market_area: { city: 'Austin' },
      professional_contacts: [{ kind: 'business_phone', value: '1' }, { kind: 'fax', value: '2' }],
    });
  });
});
