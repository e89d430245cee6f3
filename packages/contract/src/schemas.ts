import type { TSchema } from 'typebox';
import { ErrorEnvelope } from './errors.js';
import { Meta, Pagination, PortfolioCounts, PropertyGroup, Similarity, SourceStatus, Warning } from './meta.js';
import { Auction } from './resources/auctions.js';
import { Building, Development, DevelopmentPhase, Unit } from './resources/buildings.js';
import { Capability, CapabilitySource, Platform, SchemaInfo } from './resources/deployment.js';
import { ChangeFeedFilter } from './change-feed.js';
import { Job } from './resources/jobs.js';
import { ListingChange, ListingChangeFacts } from './resources/listing-change.js';
import { Agency, Agent, Listing, ListingHistoryItem, ListingMediaItem, Media, OpenHouse, ProfessionalContact, SameOffice } from './resources/listing.js';
import { BoundingBox, Location, LocationCode, PlatformSelector } from './resources/locations.js';
import { Market, MarketMetric, MarketPoint } from './resources/markets.js';
import { Address, Geometry } from './resources/place.js';
import { Price } from './resources/price.js';
import { Comparable, PropertyRecord } from './resources/property-records.js';
import { Area, Property } from './resources/property.js';
import { Source } from './resources/source.js';
import { AvailabilityObservation, Stay, StayDiscount, StayFee, StayNight, StayQuote, StayReview } from './resources/stays.js';
import { ListingResolveRequest, ListingSearchRequest, PlatformSearchRequest } from './requests/listings.js';
import {
  AgencySearchRequest,
  AgentSearchRequest,
  AuctionSearchRequest,
  CreateReadJobRequest,
  DevelopmentSearchRequest,
  LocationSearchRequest,
  MarketSearchRequest,
  PropertyResolveRequest,
  StayQuoteRequest,
  StaySearchRequest,
} from './requests/others.js';
import { LOCATION_FILTER_VARIANTS, LocationFilter } from './requests/shared.js';

/**
 * Every named schema of the contract. The OpenAPI document lists each once under
 * `components/schemas` and refers to it wherever it is used; `/v1/meta/schemas` names them.
 */
export const NAMED_SCHEMAS: Readonly<Record<string, TSchema>> = {
  Meta, SourceStatus, Warning, Pagination, PropertyGroup, ErrorEnvelope,
  Source, Address, Geometry, Area, Property, Price,
  Listing, Agent, Agency, Media, ProfessionalContact, ListingMediaItem, ListingHistoryItem, OpenHouse,
  PropertyRecord, Comparable, Building, Unit, Development, Auction,
  Market, MarketMetric, MarketPoint, Stay, StayFee, StayNight, StayDiscount, StayQuote, AvailabilityObservation, StayReview,
  Location, BoundingBox, PlatformSelector, Job, Platform, Capability, CapabilitySource, SchemaInfo,
  ListingSearchRequest, PlatformSearchRequest, ListingResolveRequest, LocationFilter, PropertyResolveRequest,
  AgencySearchRequest, AgentSearchRequest, DevelopmentSearchRequest, AuctionSearchRequest, MarketSearchRequest,
  StaySearchRequest, StayQuoteRequest, LocationSearchRequest, CreateReadJobRequest,
  ListingChange, ListingChangeFacts, ChangeFeedFilter,
  TextLocation: LOCATION_FILTER_VARIANTS.text,
  BboxLocation: LOCATION_FILTER_VARIANTS.bbox,
  RadiusLocation: LOCATION_FILTER_VARIANTS.radius,
  PolygonLocation: LOCATION_FILTER_VARIANTS.polygon,
  IdLocation: LOCATION_FILTER_VARIANTS.id,
  LocationCode, SameOffice, PortfolioCounts,
  DevelopmentPhase, Similarity,
};
