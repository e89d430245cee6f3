import { defineKind } from './kind.js';
import { locationSearchHandler } from '../locations/location-handlers.js';

/**
 * Places: searchLocations answers from the location directory the service opened for every
 * kind (each search resolves location ids through it), so this kind opens nothing of its own.
 */
export const locationKind = defineKind({
  kind: 'location',
  operations: ['searchLocations'],
  async open({ locations, store, directory, logger }) {
    return { handlers: { searchLocations: locationSearchHandler(locations, store, directory, logger) } };
  },
});
