/**
 * A fotocasa detail page → a listing observation and its gallery. Pages of the newer front end
 * carry `realEstateAdDetailEntityV2` beside the legacy `realEstate`; the V2 object is read first
 * for what it states (the advertiser and its reference, the exact point, the street, the price,
 * the gallery with floor plans) and the legacy one for the rest (rooms, bathrooms and area are
 * in its `features` only, on the saved 2026 pages as before).
 */
import { at, bool, compact, count, type Fields, fields, identifier, isoInstant, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { fotocasa } from '@estate/native-formats';
import { extensionsOf } from './read-card.js';
import { ACCESS_CLASS, addressOf, advertiserPhone, agencyOf, builtArea, COUNTRY, floorExtension, point, priceOf, propertyType, referenceOf, transactionOf, trimmed } from './observation.js';

type MediaItem = MediaObserved['items'][number];

export interface DetailRead {
  listing: ListingObserved;
  media?: MediaObserved;
}

/** V2's `multimedias` (images, plans, videos), else the legacy `multimedia` (images). */
function gallery(v2: Fields | undefined, legacy: Fields | undefined): MediaItem[] {
  const items: MediaItem[] = [];
  const v2Items = list(v2?.['multimedias']);
  if (v2Items.length > 0) {
    const sorted = [...v2Items].sort((a, b) => (count(at(a, 'position')) ?? 0) - (count(at(b, 'position')) ?? 0));
    for (const m of sorted) {
      const url = text(at(m, 'url'));
      const kind = (text(at(m, 'type')) ?? 'image').toLowerCase();
      const type = kind === 'image' ? 'photo' : kind === 'plan' ? 'floor_plan' : kind === 'youtube' || kind === 'video' ? 'video' : undefined;
      if (url && type) items.push({ url, type, position: items.length });
    }
    return items;
  }
  for (const m of list(legacy?.['multimedia'])) {
    const url = text(at(m, 'src'));
    if (url && (text(at(m, 'type')) ?? 'image').toLowerCase() === 'image') items.push({ url, type: 'photo', position: items.length });
  }
  return items;
}

/** V2's street ("Alcalá", type "Calle", number 45) as a line, where the address is exact. */
function v2StreetLine(v2: Fields | undefined): string | undefined {
  if (bool(at(v2, 'address', 'isExact')) !== true) return undefined;
  const name = trimmed(at(v2, 'address', 'street', 'name'));
  const number = count(at(v2, 'address', 'street', 'number'));
  if (!name || !number) return undefined;
  const type = trimmed(at(v2, 'address', 'street', 'type'));
  return `${type ? `${type} ${name}` : name}, ${number}`;
}

export function readDetail(props: Fields, context: ParseContext, fallbackId: string | undefined): RecordRead<DetailRead> {
  const legacy = fields(props['realEstate']);
  const v2 = fields(props['realEstateAdDetailEntityV2']);
  if (!legacy && !v2) return unreadable('unexpected_shape', 'page has neither realEstate nor realEstateAdDetailEntityV2', fallbackId);
  const id = identifier(legacy?.['id']) ?? identifier(v2?.['propertyId']) ?? /_(\d+)$/.exec(text(v2?.['id']) ?? '')?.[1];
  if (!id) return unreadable('unexpected_shape', 'detail has no id', fallbackId);
  const legacyAddress = fields(legacy?.['address']);
  const v2Address = fields(v2?.['address']);
  const exact = v2 ? bool(v2Address?.['isExact']) === true : count(at(legacy, 'coordinates', 'accuracy')) === fotocasa.ACCURACY.exact;
  const neighbourhood = trimmed(legacyAddress?.['neighborhood']) ?? trimmed(v2Address?.['neighborhood']);
  const transaction = transactionOf(v2?.['transactionTypeId'] ?? legacy?.['transactionTypeId']);
  const features = fields(legacy?.['features']);
  const area = builtArea(features?.['surface']);
  const items = gallery(v2, legacy);
  const publisher = fields(v2?.['publisher']);
  const detailPath = text(at(legacy, 'detail', 'es-ES')) ?? list(v2?.['uris']).map((u) => text(at(u, 'value'))).find((p) => p?.startsWith('/es/'));
  const url = detailPath ? new URL(detailPath, fotocasa.ORIGIN).toString() : `${fotocasa.ORIGIN}/es/comprar/vivienda/espana/vivienda/${id}/d`;
  const addressSource = legacyAddress ?? (v2Address ? { municipality: v2Address['locality'], regionLevel1: v2Address['autonomousCommunity'], zipCode: v2Address['zipCode'] } : undefined);
  const location = v2StreetLine(v2) ?? text(legacy?.['location']);
  const coordinates = v2Address ? [at(v2Address, 'coordinates', 'lat'), at(v2Address, 'coordinates', 'lng')] : [at(legacy, 'coordinates', 'latitude'), at(legacy, 'coordinates', 'longitude')];
  const reference = referenceOf(publisher?.['reference']) ?? referenceOf(legacy?.['reference']);
  const description = trimmed(v2?.['description']) ?? trimmed(at(legacy, 'descriptions', 'es-ES'));
  const listing: ListingObserved = compact({
    native_id: id,
    url,
    transaction,
    status: 'active' as const,
    title: trimmed(at(props, 'seo', 'title'))?.replace(/\s*\|\s*fotocasa\s*$/i, ''),
    description,
    price: priceOf(at(v2, 'price', 'amount') ?? legacy?.['price'], transaction),
    property: compact({
      address: addressOf(location, neighbourhood, addressSource, exact),
      geometry: point(coordinates[0], coordinates[1], exact),
      ...propertyType(legacy?.['buildingSubtype'] ?? legacy?.['buildingType']),
      bedrooms: count(features?.['rooms']),
      bathrooms: count(features?.['bathrooms']),
      areas: area ? [area] : undefined,
    }),
    agency: publisher ? agencyOf(publisher['alias'] ?? publisher['name'], publisher['id'], publisher['phone']) : agencyOf(legacy?.['clientAlias'], legacy?.['clientId'], legacy?.['phone']),
    media: items.length > 0 ? items : undefined,
    listed_at: isoInstant(count(at(legacy, 'date', 'timestamp'))) ?? v2Time(v2?.['creationDate']),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: extensionsOf({
      neighborhood: neighbourhood,
      floor: floorExtension(features?.['floor']),
      agency_reference: reference,
      advertiser_phone: advertiserPhone(publisher?.['phone'] ?? legacy?.['phone'], legacy?.['clientTypeId']),
      new_construction: bool(legacy?.['isNewConstruction']) === true || text(v2?.['constructionType']) === 'newConstruction' ? true : undefined,
    }),
  });
  // A detail page shows the whole gallery: its media observation is complete.
  const media: MediaObserved | undefined =
    items.length > 0 ? { listing_native_id: id, listing_url: url, items, complete: true, retrieved_at: context.retrievedAt, access_class: ACCESS_CLASS, country: COUNTRY } : undefined;
  return { ok: true, value: media ? { listing, media } : { listing } };
}

/** V2's `creationDate` ("2025-11-07T13:38:02.443"): UTC without a zone, as the saved page's timestamp shows. */
function v2Time(value: unknown): string | undefined {
  const t = text(value)?.trim();
  if (!t) return undefined;
  return isoInstant(/[zZ]|[+-]\d\d:?\d\d$/.test(t) ? t : `${t}Z`);
}
