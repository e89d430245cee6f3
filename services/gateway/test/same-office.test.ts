// same_office evidence: a weaker key two agencies share does not make them one office when a
// stronger key both state differs (the rule getAgency applies to each counterpart).
import { createAgencySearch } from '@estate/search';
import { describe, expect, it } from 'vitest';
import { contradicted } from '../src/professionals/professional-handlers.js';

const NOW = Date.parse('2026-11-01T12:00:00.000Z');

function agencies(rows: Record<string, { platform: string; licence?: string; website?: string; phone?: string }>) {
  const projection = createAgencySearch();
  for (const [id, row] of Object.entries(rows)) {
    projection.upsert(id, { platform: row.platform, country: 'US', name: id, city: 'Los Angeles', region: '', postal_code: '', observed_at: NOW, order: 0, licence_key: row.licence ?? '', website_key: row.website ?? '', phone_key: row.phone ?? '' });
  }
  return projection;
}

describe('same_office evidence', () => {
  const projection = agencies({
    zillowMoore: { platform: 'zillow', website: 'website:US:los angeles:moore.com', phone: '323555010' },
    zillowPremier: { platform: 'zillow', website: 'website:US:los angeles:premier.com', phone: '323555010' },
    realtorMoore: { platform: 'realtor', website: 'website:US:los angeles:moore.com', phone: '323555010' },
    rightmoveBranch: { platform: 'rightmove', phone: '323555010' },
    suumoA: { platform: 'suumo', licence: 'licence:JP:1', website: 'website:JP:x:a.jp' },
    lifullA: { platform: 'lifullhomes', licence: 'licence:JP:2', website: 'website:JP:x:a.jp' },
  });

  it('refuses a shared phone when the two offices state different web sites', () => {
    expect(contradicted(projection, 'realtorMoore', 'zillowPremier', 'phone')).toBe(true);
    expect(contradicted(projection, 'zillowPremier', 'realtorMoore', 'phone')).toBe(true);
  });

  it('keeps a shared phone that nothing stronger contradicts: the same web site, or none stated on one side', () => {
    expect(contradicted(projection, 'realtorMoore', 'zillowMoore', 'phone')).toBe(false);
    expect(contradicted(projection, 'realtorMoore', 'rightmoveBranch', 'phone')).toBe(false);
  });

  it('weighs only stronger evidence: a different licence refuses a shared web site, nothing refuses a licence', () => {
    expect(contradicted(projection, 'suumoA', 'lifullA', 'website')).toBe(true);
    expect(contradicted(projection, 'suumoA', 'lifullA', 'licence_number')).toBe(false);
  });
});
