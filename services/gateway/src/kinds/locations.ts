import { defineKind } from './kind.js';
import { locationSearchHandler } from '../locations/location-handlers.js';

/**
 * Places: searchLocations answers from the location directory the service opened for every
 * kind (each search resolves location ids through it), so this kind opens nothing of its own.
 */
export const locationsKind = defineKind({
  kind: 'locations',
  async open({ locations, board }) {
    return { handlers: { searchLocations: locationSearchHandler(locations, board) } };
  },
});
