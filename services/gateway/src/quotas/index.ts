export { DEFAULT_RATE_LIMIT, type CreditReservation, type Quotas, type RateDecision } from './quotas.js';
export { NatsQuotas, type NatsQuotasOptions } from './nats-quotas.js';
export { AddressLimits } from './address-limits.js';
export { clientOf } from '../http/client-address.js';
export { DEFAULT_FAILURE_LIMIT } from '../http/http-limits.js';
