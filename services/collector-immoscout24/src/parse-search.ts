/**
 * A result list page (the JSON behind `/Suche/…`) → one listing observation per entry. A page
 * that is cut off or has a broken entry still yields every entry that can be read; the others
 * become issues.
 */
import { compact, type Fields, fields, idMentioned, isoInstant, list, looseFlag, looseNumber, looseText, type ParseContext, type ParsedPayload, ParsedPayloadBuilder, type ParseIssue, readJson, salvageRecords } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { normalizeAddress, normalizeGeometry } from '@estate/normalize';
import { immoscout24 } from '@estate/native-formats';
import { readStatus } from './expose-status.js';
import { listingObservations } from './listing-building.js';
import { oneOrMore, resultGallery } from './result-gallery.js';
import { searchResponseOf } from './result-page.js';
import {
  areaOf,
  areasOf,
  countryOf,
  extensionsOf,
  priceOf,
  propertyTypeOf,
  provenance,
  realtorOf,
  roomsOf,
  yearOf,
} from './listing-fields.js';

type EntryResult = { listing: ListingObserved } | { issue: ParseIssue };

/** The card's printed facts by label: "Kaufpreis" → "1.250.000 €". */
function attributesOf(entry: Fields): Map<string, string> {
  const printed = new Map<string, string>();
  for (const group of list(entry['attributes'])) {
    for (const item of list(fields(group)?.['attribute'])) {
      const label = looseText(fields(item)?.['label']);
      const value = looseText(fields(item)?.['value']);
      if (label !== undefined && value !== undefined) printed.set(label, value);
    }
  }
  return printed;
}

function badgesOf(entry: Fields): string[] {
  // A lone tag arrives as a string ("Gäste-WC"), several as a list.
  return oneOrMore(fields(entry['realEstateTags'])?.['tag']).flatMap((t) => {
    const badge = looseText(t);
    return badge === undefined ? [] : [badge];
  });
}

function listingFromEntry(entry: Fields, path: string, context: ParseContext): EntryResult {
  const realEstate = fields(entry['resultlist.realEstate']);
  const nativeId = looseText(entry['@id']) ?? looseText(entry['realEstateId']) ?? looseText(realEstate?.['@id']);
  if (nativeId === undefined) {
    return { issue: { error_code: 'unexpected_shape', message: 'result entry without an @id', path } };
  }
  if (!realEstate) {
    return { issue: { error_code: 'unexpected_shape', message: 'result entry without its resultlist.realEstate', path, native_id: nativeId } };
  }
  const printed = attributesOf(entry);
  const badges = badgesOf(entry);
  const address = fields(realEstate['address']);
  const coordinate = fields(address?.['wgs84Coordinate']);
  const street = looseText(address?.['street']);
  const price = fields(realEstate['price']);
  const rent = looseText(price?.['marketingType']) === 'RENT' || /Rent$/.test(looseText(realEstate['@xsi.type']) ?? '');
  const contact = fields(realEstate['contactDetails']);
  const xsiType = looseText(realEstate['@xsi.type'])?.replace(/^search:/, '');
  const rooms = printed.get('Zimmer') ?? looseText(realEstate['numberOfRooms']);
  const countryRegion = fields(address?.['internationalCountryRegion']);
  const country = countryOf(countryRegion?.['country']);
  const courtage = looseText(fields(realEstate['courtage'])?.['hasCourtage']);

  const property: ListingObserved['property'] = compact({
    address: address
      ? normalizeAddress(
          {
            street,
            house_number: looseText(address['houseNumber']),
            postal_code: looseText(address['postcode']),
            city: looseText(address['city']),
            region: looseText(countryRegion?.['region']),
          },
          country,
        )
      : undefined,
    // Without a street the address is hidden, and ImmoScout's pin only marks the area.
    geometry: normalizeGeometry(looseNumber(coordinate?.['latitude']), looseNumber(coordinate?.['longitude']), street ? 'exact' : 'approximate'),
    ...propertyTypeOf(realEstate['apartmentType'], realEstate['buildingType'], xsiType),
    ...roomsOf(rooms),
    areas: areasOf(
      areaOf(printed.get('Wohnfläche'), looseNumber(realEstate['livingSpace']), 'living'),
      areaOf(printed.get('Grundstück'), looseNumber(realEstate['plotArea']), 'plot'),
    ),
    year_built: yearOf(realEstate['constructionYear']),
  });

  const listing: ListingObserved = compact({
    native_id: nativeId,
    url: immoscout24.exposeUrl(nativeId),
    transaction: rent ? 'rent' : 'sale',
    ...readStatus(badges),
    title: looseText(realEstate['title']),
    media: resultGallery(realEstate),
    price: priceOf(looseNumber(price?.['value']), looseText(price?.['currency']), printed.get(rent ? 'Kaltmiete' : 'Kaufpreis'), rent),
    property,
    ...realtorOf({
      firstName: looseText(contact?.['firstname']),
      lastName: looseText(contact?.['lastname']),
      phone: looseText(contact?.['phoneNumber']),
      company: looseText(realEstate['realtorCompanyName']) ?? looseText(contact?.['company']),
      customerId: looseText(realEstate['companyWideCustomerId']),
      privateOffer: looseFlag(realEstate['privateOffer']),
    }),
    listed_at: isoInstant(looseText(entry['@publishDate']) ?? looseText(entry['@creation'])),
    source_updated_at: isoInstant(looseText(entry['@modification'])),
    ...provenance(country, context),
    extensions: extensionsOf({
      quarter: looseText(address?.['quarter']),
      // The agency's own number of the home ("Anbieter-Objekt-ID"), the same on every portal it feeds.
      agency_reference: looseText(realEstate['externalId']),
      built_in_kitchen: looseFlag(realEstate['builtInKitchen']),
      balcony: looseFlag(realEstate['balcony']),
      garden: looseFlag(realEstate['garden']),
      cellar: looseFlag(realEstate['cellar']),
      has_courtage: courtage === undefined ? undefined : courtage === 'YES',
      energy_efficiency_class: looseText(realEstate['energyEfficiencyClass']),
      new_listing: looseFlag(entry['hasNewFlag']),
      // The card's tags ("Balkon/Terrasse", "Gäste-WC"), status words among them.
      tags: badges.length > 0 ? badges : undefined,
    }),
  });
  return { listing };
}

function fromItem(item: unknown, path: string, context: ParseContext): EntryResult {
  const entry = fields(item);
  if (!entry) return { issue: { error_code: 'unexpected_shape', message: 'result entry is not an object', path } };
  return listingFromEntry(entry, path, context);
}

function collect(result: EntryResult, into: ParsedPayload): void {
  if ('listing' in result) into.observations.push(...listingObservations(result.listing));
  else into.issues.push(result.issue);
}

/** The scout id inside a broken entry's text, so the issue can name it. */
function idIn(raw: string): string | undefined {
  return idMentioned(raw, '@id', 'realEstateId');
}

const ENTRY_WORDS = { page: 'result page', record: 'result entry', records: 'entries', item: 'entry' };

/** Every `resultlistEntry` of the page; ImmoScout groups them, usually in one group. */
function entriesOf(page: unknown): unknown[] | undefined {
  const resultList = fields(searchResponseOf(page)?.['resultlist.resultlist']);
  const groups = resultList?.['resultlistEntries'];
  if (groups === undefined) return undefined;
  // A group of one entry, or one group, is an object, not a list, in ImmoScout's XML-born JSON.
  return oneOrMore(groups).flatMap((group) => [...oneOrMore(fields(group)?.['resultlistEntry'])]);
}

export function parseSearchPage(body: string, path: string, context: ParseContext): ParsedPayload {
  const out: ParsedPayload = { observations: [], issues: [] };
  const read = readJson(body);
  if (!read.ok) {
    // A page JSON.parse refused: the entries are read one by one, up to where the text stops.
    const into = new ParsedPayloadBuilder(path);
    const take = (value: unknown) => collect(fromItem(value, path, context), into.result);
    salvageRecords(body, 'resultlistEntry', read.truncated, into, { words: ENTRY_WORDS, idOf: idIn, take });
    return into.result;
  }
  const entries = entriesOf(read.value);
  if (!entries) {
    out.issues.push({ error_code: 'unexpected_shape', message: 'result page has no searchResponseModel with resultlist.resultlist.resultlistEntries', path });
    return out;
  }
  for (const item of entries) collect(fromItem(item, path, context), out);
  return out;
}
