export { renderer, searchPagePath, propertyPagePath } from './render.js';
export { rightmovePresentation, type RightmovePresentation } from './presentation.js';
export { auctionDayText, auctionLotOf, shownDescription, shownStatus, type AuctionLot } from './auction.js';
export { developmentOf, developmentsOf, shownBranchId, type NewHomeDevelopment } from './new-homes.js';
