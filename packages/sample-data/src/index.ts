export type { Feature, NativePayload, PlatformRenderer, PropertySubtype, SampleListing } from './model.js';
export { fotocasaPages, idealistaPages, immoscout24Pages, immoweltPages, lifullhomesPages, realtorPages, rendererOf, RENDERERS, rightmovePages, suumoPages, zillowPages, zooplaPages } from './renderers/index.js';
export {
  DEFAULT_AS_OF,
  DEFAULT_SAMPLE_SEED,
  DEFAULT_SAMPLE_SIZE,
  generate,
  GENERATOR_VERSION,
  groundTruth,
  officeGroups,
  platformsOf,
  type GeneratedSamples,
  type GenerateOptions,
  type OfficeGroup,
  type PropertyGroup,
} from './generate.js';
export { isPlatform, PLATFORM_PROFILES, PLATFORMS, type Platform } from './platforms.js';
export { planSecondListings, SECOND_PORTAL_PLATFORMS, SECOND_PORTALS, type CrossPortalPair, type CrossPortalRelation, type SecondPortal } from './second-portals.js';
export * from './datasets/index.js';
export { agencyReference } from './agency-reference.js';
export { COUNTRY_PROFILES } from './countries/index.js';
export type { City, CountryCode, CountryProfile, District } from './profile.js';
export { hash32, mix32, Rng } from './prng.js';
export {
  GROUND_TRUTH_FILE,
  readSamplesManifest,
  SAMPLES_MANIFEST_FILE,
  writeSamples,
  type GroundTruth,
  type SampleFolderState,
  type SamplesManifest,
  type WriteSamplesOptions,
  type WriteSamplesResult,
} from './write-samples.js';
export { IMPLAUSIBLE_RATE, type InjectedKind, type InjectedValue } from './implausible.js';
export { zillowAuctionDay } from './renderers/zillow/auction.js';
