import type { CountryCode, CountryProfile } from '../profile.js';
import { DE } from './de.js';
import { ES } from './es.js';
import { GB } from './gb.js';
import { JP } from './jp.js';
import { US } from './us.js';

export const COUNTRY_PROFILES: Readonly<Record<CountryCode, CountryProfile>> = { US, GB, ES, DE, JP };
