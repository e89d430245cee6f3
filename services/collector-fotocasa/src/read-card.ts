/** One result of fotocasa's `realEstates[]` → a listing observation (with the reference its `resultsV2` twin gives). */
import { at, bool, compact, count, fields, identifier, isoInstant, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { fotocasa } from '@estate/native-formats';
import {
  ACCESS_CLASS,
  addressOf,
  advertiserPhone,
  agencyOf,
  builtArea,
  COUNTRY,
  featureValue,
  floorExtension,
  point,
  priceOf,
  propertyType,
  referenceOf,
  transactionOf,
  trimmed,
} from './observation.js';

type Media = NonNullable<ListingObserved['media']>;

/** `multimedia[]`: `image` entries are photos, `tour-virtual` a virtual tour (a link on the agent's CRM); other kinds are skipped. */
function media(card: Readonly<Record<string, unknown>>): Media {
  const items: Media = [];
  for (const m of list(card['multimedia'])) {
    const url = text(at(m, 'src'));
    const kind = (text(at(m, 'type')) ?? 'image').toLowerCase();
    const type = kind === 'image' ? 'photo' : kind === 'tour-virtual' ? 'virtual_tour' : undefined;
    if (url && type) items.push({ url, type, position: items.length });
  }
  return items;
}

/** The detail page's URL from the card's `detail` map (`es-ES` first). */
function detailUrl(card: Readonly<Record<string, unknown>>, id: string): string {
  const detail = fields(card['detail']);
  const path = text(detail?.['es-ES']) ?? text(detail?.['es']) ?? Object.values(detail ?? {}).map(text).find((p) => p !== undefined);
  return path && fotocasa.idOfDetailPath(path) === id ? new URL(path, fotocasa.ORIGIN).toString() : `${fotocasa.ORIGIN}/es/comprar/vivienda/espana/vivienda/${id}/d`;
}

/** `references`: the advertiser's reference per ad id, from the page's `resultsV2` items (newer front end). */
export function readCard(value: unknown, context: ParseContext, references: ReadonlyMap<string, string>): RecordRead<ListingObserved> {
  const card = fields(value);
  if (!card) return unreadable('unexpected_shape', 'search result is not an object');
  const id = identifier(card['id']);
  if (!id) return unreadable('unexpected_shape', 'search result has no id');
  const legacy = fields(card['address']);
  const exact = count(at(card, 'coordinates', 'accuracy')) === fotocasa.ACCURACY.exact;
  const neighbourhood = trimmed(legacy?.['neighborhood']);
  const transaction = transactionOf(card['transactionTypeId']);
  const area = builtArea(featureValue(card['features'], 'surface'));
  const photos = media(card);
  const description = trimmed(card['description']);
  const reference = references.get(id);
  const listing: ListingObserved = compact({
    native_id: id,
    url: detailUrl(card, id),
    transaction,
    status: 'active' as const,
    description,
    price: priceOf(card['rawPrice'], transaction, trimmed(card['price'])),
    property: compact({
      address: addressOf(text(card['location']), neighbourhood, legacy, exact),
      geometry: point(at(card, 'coordinates', 'latitude'), at(card, 'coordinates', 'longitude'), exact),
      ...propertyType(card['buildingSubtype'] ?? card['buildingType']),
      bedrooms: count(featureValue(card['features'], 'rooms')),
      bathrooms: count(featureValue(card['features'], 'bathrooms')),
      areas: area ? [area] : undefined,
    }),
    agency: agencyOf(card['clientAlias'], card['clientId'], card['phone']),
    media: photos.length > 0 ? photos : undefined,
    listed_at: isoInstant(count(at(card, 'dateOriginal', 'timestamp')) ?? count(at(card, 'date', 'timestamp'))),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: extensionsOf({
      neighborhood: neighbourhood,
      floor: floorExtension(featureValue(card['features'], 'floor')),
      agency_reference: reference,
      advertiser_phone: advertiserPhone(card['phone'], card['clientTypeId']),
      new_construction: bool(card['isNewConstruction']) === true ? true : undefined,
    }),
  });
  return { ok: true, value: listing };
}

/** Extensions without empty values; none at all when nothing is left. */
export function extensionsOf(values: Record<string, string | boolean | undefined>): Record<string, string | boolean> | undefined {
  const kept = compact(values) as Record<string, string | boolean>;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The references of a page's `resultsV2.items`, by ad id ("1_189156012" → "189156012"). */
export function referencesOf(items: unknown): Map<string, string> {
  const out = new Map<string, string>();
  for (const item of list(items)) {
    const id = identifier(at(item, 'propertyId')) ?? /_(\d+)$/.exec(text(at(item, 'id')) ?? '')?.[1];
    const reference = referenceOf(at(item, 'publisher', 'reference'));
    if (id && reference) out.set(id, reference);
  }
  return out;
}
