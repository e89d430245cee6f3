export { DEFAULT_RATE_LIMIT, type CreditReservation, type Quotas, type RateDecision } from './quotas.js';
export { NatsQuotas, type NatsQuotasOptions } from './nats-quotas.js';
export { AddressLimits, clientOf, DEFAULT_FAILURE_LIMIT } from './address-limits.js';
