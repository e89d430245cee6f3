import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './event-types.js';
import { jobSubject, parseSubject, STREAM_SUBJECTS, streamFor, subjectFor } from './subjects.js';

function matches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

describe('subjects', () => {
  it('routes each type to one subject inside the subjects of its stream, and back', () => {
    for (const type of EVENT_TYPES) {
      const subject = subjectFor(type, 'immoscout24');
      const stream = streamFor(type);
      expect(STREAM_SUBJECTS[stream].some((p) => matches(p, subject)), `${type} → ${subject} in ${stream}`).toBe(true);
      expect(parseSubject(subject)).toEqual({ type, platform: 'immoscout24' });
    }
  });

  it('follows the documented layout', () => {
    expect(subjectFor('listing.observed', 'zillow')).toBe('obs.zillow.listing');
    expect(subjectFor('market_point.observed', 'zillow')).toBe('series.zillow.market_point');
    expect(subjectFor('source_run.completed', 'zillow')).toBe('runs.zillow.completed');
    expect(subjectFor('job.progress', 'zillow')).toBe('runs.zillow.job_progress');
    expect(jobSubject('suumo')).toBe('jobs.suumo');
    expect(streamFor('property_record.observed')).toBe('SERIES');
    expect(streamFor('source_run.completed')).toBe('OBSERVATIONS');
  });

  it('keeps the streams apart: no subject is claimed by two streams', () => {
    const all = Object.entries(STREAM_SUBJECTS);
    for (const type of EVENT_TYPES) {
      const subject = subjectFor(type, 'zillow');
      expect(all.filter(([, ps]) => ps.some((p) => matches(p, subject)))).toHaveLength(1);
    }
    expect(all.filter(([, ps]) => ps.some((p) => matches(p, jobSubject('zillow'))))).toHaveLength(1);
  });

  it('rejects platforms that are not one subject token, and subjects outside the layout', () => {
    for (const bad of ['', 'a.b', 'a*', '>', 'Zillow', 'a b']) expect(() => subjectFor('listing.observed', bad)).toThrow(RangeError);
    for (const bad of ['obs.zillow', 'obs.zillow.nope', 'series.zillow.listing', 'runs.zillow.other', 'x.zillow.listing', 'obs.zillow.listing.x']) {
      expect(parseSubject(bad)).toBeUndefined();
    }
  });
});
