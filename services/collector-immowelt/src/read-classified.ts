/**
 * An exposé's `app_cldp.data.classified` → a listing observation and its gallery. The exposé
 * adds what the card leaves out: the agency's Referenznummer (`sections.key.keys[]`), the point of
 * a published address (GeoJSON, [longitude, latitude]), the year built, the floor plans.
 */
import { at, compact, fields, htmlText, identifier, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { immowelt } from '@estate/native-formats';
import { ACCESS_CLASS, agencyOf, areasOf, COUNTRY, germanNumber, instant, pointOf, priceOf, propertyType, roomsOf, statusOf, transactionOf } from './observation.js';
import { addressOf, photosOf } from './read-card.js';

type MediaItem = MediaObserved['items'][number];

export interface ClassifiedRead {
  listing: ListingObserved;
  media?: MediaObserved;
}

/** `sections.key.keys[]` by label: "Online-ID", "Referenznummer". */
function keyed(classified: unknown, label: string): string | undefined {
  const value = text(at(list(at(classified, 'sections', 'key', 'keys')).find((k) => text(at(k, 'label')) === label), 'value'))?.trim();
  return value === '' ? undefined : value;
}

/** The gallery: `sections.gallery` (or `domains.medias.images`), then the floor plans. */
function gallery(c: unknown): MediaItem[] {
  const photos = photosOf(at(c, 'sections', 'gallery', 'images') ?? at(c, 'domains', 'medias', 'images'));
  const items: MediaItem[] = photos.map((p) => compact({ url: p.url, type: 'photo' as const, caption: p.caption, position: p.position }));
  for (const plan of list(at(c, 'domains', 'medias', 'floorplans'))) {
    const url = text(at(plan, 'url'));
    if (url) items.push(compact({ url, type: 'floor_plan' as const, caption: text(at(plan, 'description')), position: items.length }));
  }
  return items;
}

/** "Baujahr" among the energy features. */
function yearBuilt(c: unknown): number | undefined {
  const year = germanNumber(at(list(at(c, 'sections', 'energy', 'features')).find((f) => text(at(f, 'type')) === 'yearOfConstruction'), 'value'));
  return year !== undefined && Number.isInteger(year) && year > 1000 ? year : undefined;
}

/** The description: the main text's `<br>` breaks as new lines, markup dropped. */
function descriptionOf(c: unknown): string | undefined {
  const raw = text(at(c, 'sections', 'mainDescription', 'description'));
  return raw === undefined ? undefined : htmlText(raw.replace(/<br\s*\/?>/gi, '\n')).trim() || undefined;
}

export function readClassified(value: unknown, context: ParseContext): RecordRead<ClassifiedRead> {
  const c = fields(value);
  if (!c) return unreadable('unexpected_shape', 'classified is not an object');
  const id = identifier(c['id']) ?? keyed(c, immowelt.KEY_LABELS.onlineId) ?? identifier(at(c, 'contactSections', 'id'));
  if (!id) return unreadable('unexpected_shape', 'classified has no Online-ID');
  const item = list(at(c, 'tracking', 'av_items'))[0];
  const rent = transactionOf(at(c, 'rawData', 'distributionType'), at(c, 'sections', 'price', 'base', 'type'), at(item, 'distribution_type')) === 'rent';
  const legacyId = text(at(c, 'metadata', 'legacyId'));
  const url = immowelt.exposeUrl(legacyId ?? id);
  const hardFacts = at(c, 'sections', 'hardFacts');
  const main = at(c, 'sections', 'price', 'base', 'main', 'value', 'main');
  const items = gallery(c);
  const floorFact = list(at(hardFacts, 'facts')).find((f) => text(at(f, 'type')) === immowelt.FACT_TYPES.floor);
  const floor = /^(?:EG|Erdgeschoss)$/i.test(text(at(floorFact, 'splitValue'))?.trim() ?? '') ? 0 : germanNumber(at(floorFact, 'splitValue'));
  const reference = keyed(c, immowelt.KEY_LABELS.reference);
  const listing: ListingObserved = compact({
    native_id: id,
    url,
    transaction: rent ? 'rent' : 'sale',
    ...statusOf(hardFacts),
    title: text(at(c, 'sections', 'mainDescription', 'headline')) ?? text(at(hardFacts, 'title')),
    description: descriptionOf(c),
    price: priceOf(text(at(main, 'ariaLabel')) ?? text(at(hardFacts, 'price', 'ariaLabel')), text(at(main, 'value')) ?? text(at(hardFacts, 'price', 'value')), rent, text(at(item, 'currency')) ?? 'EUR'),
    property: compact({
      address: addressOf(at(c, 'sections', 'location', 'address'), text(at(item, 'city'))),
      geometry: pointOf(at(c, 'sections', 'location', 'geometry')),
      ...propertyType(at(c, 'rawData', 'propertyType'), at(c, 'rawData', 'propertySubType')),
      ...roomsOf(hardFacts),
      areas: areasOf(hardFacts),
      floor: floor !== undefined && Number.isInteger(floor) ? floor : undefined,
      year_built: yearBuilt(c),
    }),
    agency: agencyOf(fields(at(c, 'contactSections', 'provider')), identifier(at(c, 'contactSections', 'agencyId')) ?? identifier(at(item, 'client_id'))),
    media: items.length > 0 ? items.filter((i) => i.type === 'photo') : undefined,
    listed_at: instant(at(c, 'metadata', 'creationDate')),
    source_updated_at: instant(at(c, 'metadata', 'updateDate')),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: compact({
      legacy_id: legacyId,
      // The agency's own object number: the same home keeps it on every portal the agency feeds.
      agency_reference: reference,
      district: text(at(c, 'sections', 'location', 'address', 'district')),
      // The storey as the exposé writes it ("1. Geschoss"), as ImmoScout24's `floor` ("2 von 4").
      floor: text(at(floorFact, 'value')),
      address_published: at(c, 'sections', 'location', 'isAddressPublished') === true ? 'true' : 'false',
      listing_condition: at(c, 'metadata', 'isNewBuildProject') === true ? 'new' : undefined,
    }),
  });
  const media: MediaObserved | undefined =
    items.length > 0 ? { listing_native_id: id, listing_url: url, items, complete: true, retrieved_at: context.retrievedAt, access_class: ACCESS_CLASS, country: COUNTRY } : undefined;
  return { ok: true, value: media ? { listing, media } : { listing } };
}
