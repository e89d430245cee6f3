// One namespace per platform: the platforms reuse names (`Customer`, `ORIGIN`, `absoluteUrl`),
// and a qualified `rightmove.PageModel` says whose format a type belongs to.
export * as acris from './acris/index.js';
export * as catastro from './catastro/index.js';
export * as fotocasa from './fotocasa/index.js';
export * as idealista from './idealista/index.js';
export * as immoscout24 from './immoscout24/index.js';
export * as lifullhomes from './lifullhomes/index.js';
export * as immowelt from './immowelt/index.js';
export * as mlit from './mlit/index.js';
export * as nycPvad from './nyc-pvad/index.js';
export * as realtor from './realtor/index.js';
export * as rightmove from './rightmove/index.js';
export * as suumo from './suumo/index.js';
export * as zillow from './zillow/index.js';
export * as zoopla from './zoopla/index.js';
