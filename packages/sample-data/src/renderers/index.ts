/**
 * The renderers of every platform's native pages: what replay mode and the tests read. They are
 * written against each platform's format on their own, never against a collector's parser, so
 * that a round trip through both tests the parser against the format and not against itself.
 */
import type { PlatformRenderer } from '../model.js';
import { isPlatform, type Platform } from '../platforms.js';
import * as fotocasa from './fotocasa/index.js';
import * as idealista from './idealista/index.js';
import * as immoscout24 from './immoscout24/index.js';
import * as immowelt from './immowelt/index.js';
import * as lifullhomes from './lifullhomes/index.js';
import * as realtor from './realtor/index.js';
import * as rightmove from './rightmove/index.js';
import * as suumo from './suumo/index.js';
import * as zillow from './zillow/index.js';
import * as zoopla from './zoopla/index.js';

export const RENDERERS = {
  zillow: zillow.renderer,
  rightmove: rightmove.renderer,
  idealista: idealista.renderer,
  immoscout24: immoscout24.renderer,
  suumo: suumo.renderer,
  zoopla: zoopla.renderer,
  lifullhomes: lifullhomes.renderer,
  fotocasa: fotocasa.renderer,
  immowelt: immowelt.renderer,
  realtor: realtor.renderer,
} as const satisfies Record<Platform, PlatformRenderer>;

/** The renderer of a platform named by a string (a collector's `platform`); throws for one no renderer knows. */
export function rendererOf(platform: string): PlatformRenderer {
  if (!isPlatform(platform)) throw new Error(`no renderer for platform ${JSON.stringify(platform)}`);
  return RENDERERS[platform];
}

/** Per platform, its renderer and the helpers its tests check pages against. */
export { fotocasa as fotocasaPages, idealista as idealistaPages, immoscout24 as immoscout24Pages, rightmove as rightmovePages, suumo as suumoPages, zillow as zillowPages, zoopla as zooplaPages };
export { lifullhomes as lifullhomesPages };
export { immowelt as immoweltPages };
export { realtor as realtorPages };
