import { CONTACT_KINDS } from '@estate/contract/vocabulary';
import { Type } from 'typebox';
import { AccessClass, Address } from '../payloads/common.js';
import { CountryCode, DateTime, FreeObject, NonEmptyString, OpenEnum } from '../primitives.js';

/** A business contact exactly as the platform published it for the professional. */
export const ProfessionalContactObservation = Type.Object({ kind: OpenEnum(CONTACT_KINDS, 'Kind of contact.'), value: NonEmptyString });

/**
 * The locality of a listing the platform showed the professional with. Most platforms publish no
 * office address with a city (a name and a phone number on the listing), so a search of agents
 * and agencies by place reads the office address when it has one, this otherwise.
 */
export const MarketArea = Type.Object({
  city: Type.Optional(Type.String()),
  region: Type.Optional(Type.String()),
  postal_code: Type.Optional(Type.String()),
});

/**
 * What agents and agencies share: the platform's own identity (`native_id`, one record per
 * platform identity), the page or block it was read from and the business facts the platform
 * published. No personal data beyond what the platform published as a business contact.
 */
export const professionalFields = {
  native_id: NonEmptyString,
  name: NonEmptyString,
  url: Type.Optional(Type.String({ description: 'The profile page this was read from, when it was one.' })),
  profile_url: Type.Optional(Type.String()),
  address: Type.Optional(Address),
  professional_contacts: Type.Optional(Type.Array(ProfessionalContactObservation)),
  licence_number: Type.Optional(Type.String({ description: 'Licence as the platform shows it (免許番号, agentLicenseNumber).' })),
  market_area: Type.Optional(MarketArea),
  extensions: Type.Optional(FreeObject),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
};
