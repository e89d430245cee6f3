export { CONTRACT_VERSION, ClosedEnum, CountryCode, CurrencyCode, DateTime, DecimalString, FreeObject, IsoDate, OpenEnum, PlatformName, StrictObject } from './common.js';
export { COMPLETENESS, Envelope, MATCH_METHODS, type PropertyMatchMethod, Meta, Pagination, PortfolioCounts, PropertyGroup, Similarity, SOURCE_ERROR_CODES, SOURCE_STATUSES, SourceStatus, TOTAL_RELATIONS, Warning } from './meta.js';
export { ERROR_CODES, ERROR_CODE_NAMES, ErrorEnvelope, type ErrorCode } from './errors.js';
export * from './vocabulary.js';
export * from './resources/index.js';
export * from './requests/index.js';
export {
  OPERATION_IDS,
  OPERATION_TABLE,
  OPERATIONS,
  OPERATIONS_BY_ID,
  isOperationId,
  routerPath,
  type DefinedOperation,
  type Enablement,
  type HttpMethod,
  type Operation,
  type OperationId,
  type OperationData,
  type OperationInput,
  type OperationOf,
  type OperationTable,
} from './operations.js';
export { NAMED_SCHEMAS } from './schemas.js';
export { ID_HASH_ALPHABET, ID_HASH_LENGTH, IdSchema, SERVICE_IDS, idPattern, isIdOf, isIdParameter, wrongIdMessage, type IdParameter } from './ids.js';
export { CHANGE_FEED, ChangeFeedFilter, ChangeFeedQuery, ChangeFeedRequest } from './change-feed.js';
export { SIMILARITY, SIMILARITY_DESCRIPTION } from './similarity.js';
export { buildOpenApiDocument, type OpenApiDocument } from './openapi.js';
export { compileSchema, createAjv, describeValidationError, describeValidationErrors, type ValidationIssue, type Validator, type ValidatorOptions } from './validation.js';
export type * from './types.js';
