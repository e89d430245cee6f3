// Static types of the contract schemas, derived from them so they never drift.
import type { Static } from 'typebox';
import type { ErrorEnvelope } from './errors.js';
import type { Meta, PropertyGroup, SourceStatus, Warning, Pagination } from './meta.js';
import type * as R from './resources/index.js';

export type MetaBody = Static<typeof Meta>;
export type SourceStatusBody = Static<typeof SourceStatus>;
export type WarningBody = Static<typeof Warning>;
export type PaginationBody = Static<typeof Pagination>;
export type PropertyGroupBody = Static<typeof PropertyGroup>;
export type ErrorBody = Static<typeof ErrorEnvelope>;
export type ListingBody = Static<typeof R.Listing>;
export type PropertyBody = Static<typeof R.Property>;
export type PriceBody = Static<typeof R.Price>;
export type SourceBody = Static<typeof R.Source>;
export type MediaItemBody = Static<typeof R.ListingMediaItem>;
export type HistoryItemBody = Static<typeof R.ListingHistoryItem>;
export type PlatformBody = Static<typeof R.Platform>;
export type CapabilityBody = Static<typeof R.Capability>;
export type SchemaInfoBody = Static<typeof R.SchemaInfo>;
export type JobBody = Static<typeof R.Job>;
