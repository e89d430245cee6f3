export type * from './shapes.js';
export { absoluteUrl, ORIGIN } from './urls.js';
export { isoDay } from './dates.js';
export { OPEN_HOUSE_TIME, type OpenHouseEntry } from './open-houses.js';
export { BUILDING_SLUG_PATTERN, buildingPath, type Building, type BuildingFloorPlan, type BuildingUnit } from './building.js';
export type { ZillowAuctionFields } from './auction.js';
export { SUGGESTIONS_ORIGIN, suggestionsPath, suggestionsUrl, type RegionSuggestion, type SuggestionRegionType, type Suggestions } from './suggestions.js';
export { directoryPath, directoryPathOf, directorySlugOfPath, directoryUrl, profileUrl, type DirectoryPageProps, type DirectoryProfessional, type ProfessionalInformation, type ProfileDisplayUser, type ProfilePageProps } from './profile.js';
