import { Type, type Static } from 'typebox';
import { AccessClass, MediaItem } from '../payloads/common.js';
import { CountryCode, DateTime, NonEmptyString } from '../primitives.js';
import { eventKind } from './event-kind.js';

/**
 * `media.observed` v1: the media of one listing, read on its own (a gallery page), apart from
 * the listing observation. `complete` says the list is the whole gallery, so the projector may
 * replace the listing's media rather than add to it.
 */
export const MediaObservedV1 = Type.Object({
  listing_native_id: NonEmptyString,
  listing_url: Type.Optional(Type.String()),
  items: Type.Array(MediaItem),
  complete: Type.Boolean(),
  retrieved_at: Type.Optional(DateTime),
  access_class: AccessClass,
  country: CountryCode,
});
export type MediaObserved = Static<typeof MediaObservedV1>;

/** Media are about their listing: equal galleries of one listing get equal event ids. */
export const mediaKind = eventKind({
  schema: MediaObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'media' },
  nativeId: (data) => data.listing_native_id,
});
