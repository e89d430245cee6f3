/**
 * A SUUMO detail page → the listing observation, and a media observation for its gallery.
 * The th/td pairs are read in document order: those before the agency's 会社名 are the
 * 物件概要, those after it the 会社概要 (both have a 所在地). Reading pairs rather than tables
 * keeps working when a cut payload has lost the table's closing tags.
 */
import type { NativePayload, ParseContext, ParsedPayload, ParseIssue } from '@estate/collector-kit';
import { observation, type ListingObserved, type MediaObserved } from '@estate/events';
import { normalizeAddress, normalizeGeometry } from '@estate/normalize';
import type { suumo } from '@estate/native-formats';
import { categoryOfBs, categoryOfLabel, categoryOfUrl } from './categories.js';
import { addField, field, fieldContaining, type FieldValue, type Fields } from './fields.js';
import { attrOf, clean, divEnd, isTruncated, labelOf, parseHtml, textOf, toLastClosingTag, type HTMLElement } from './html.js';
import { COUNTRY, listingOf, missingRequired } from './listing.js';
import { galleryMedia } from './media.js';
import { canonicalDetailUrl, nativeIdOfUrl } from './urls.js';

type Geometry = NonNullable<ListingObserved['property']['geometry']>;

// The first label of SUUMO's agency block; everything from here on describes the agency.
const COMPANY_START = new Set(['会社名', '会社概要', '取扱店舗', '問合せ先', 'お問い合せ先']);

function pairsOf(root: HTMLElement): { outline: Map<string, FieldValue>; company: Map<string, FieldValue> } {
  const outline = new Map<string, FieldValue>();
  const company = new Map<string, FieldValue>();
  let target = outline;
  for (const th of root.querySelectorAll('th')) {
    const label = labelOf(th);
    if (COMPANY_START.has(label)) target = company;
    const td = th.nextElementSibling;
    if (td?.tagName === 'TD') addField(target, label, td);
  }
  return { outline, company };
}

function canonicalOf(root: HTMLElement): string | undefined {
  return (
    root.querySelector('link[rel="canonical"]')?.getAttribute('href') ??
    root.querySelector('meta[property="og:url"]')?.getAttribute('content') ??
    undefined
  );
}

function categoryOf(root: HTMLElement, url: string): suumo.SuumoCategory | undefined {
  const label = textOf(root.querySelector('.section_h1-header-type'));
  const bs = /[?&]bs=(\d{3})/.exec(url)?.[1];
  return (label ? categoryOfLabel(label) : undefined) ?? categoryOfUrl(url) ?? (bs ? categoryOfBs(bs) : undefined);
}

// Older pages set the map centre in a script instead of on the map element:
// `var latlng = new google.maps.LatLng(35.6938, 139.7035);` or `var latlng = {lat: …, lng: …};`.
const SCRIPT_LATLNG = /latlng\s*=\s*(?:new\s+[\w.]*LatLng\s*\(|\{)\s*(?:lat\s*:\s*)?(-?\d+(?:\.\d+)?)\s*,\s*(?:lng\s*:\s*)?(-?\d+(?:\.\d+)?)/i;

/**
 * The map pin. SUUMO places it by the address it was given and says the position is a guide
 * (目安), so it is `approximate`, not a surveyed point.
 */
function geometryOf(root: HTMLElement): Geometry | undefined {
  const map = root.querySelector('[data-lat]');
  if (map) {
    const point = normalizeGeometry(attrOf(map, 'data-lat'), attrOf(map, 'data-lng'), 'approximate');
    if (point) return point;
  }
  for (const script of root.querySelectorAll('script')) {
    const m = SCRIPT_LATLNG.exec(script.text);
    const point = m ? normalizeGeometry(m[1], m[2], 'approximate') : undefined;
    if (point) return point;
  }
  return undefined;
}

interface Company {
  agency?: NonNullable<ListingObserved['agency']>;
  agent?: NonNullable<ListingObserved['agent']>;
  extensions: Record<string, unknown>;
}

function companyOf(fields: Fields): Company {
  const out: Company = { extensions: {} };
  const name = field(fields, '会社名', '取扱店舗', '問合せ先', 'お問い合せ先');
  if (!name) return out;
  const code = name.element.querySelector('a')?.getAttribute('href');
  const agencyId = code ? /[?&]kc=([^&#]+)/.exec(code)?.[1] : undefined;
  const agency: NonNullable<ListingObserved['agency']> = { name: name.text };
  if (agencyId) agency.native_id = decodeURIComponent(agencyId);
  const address = field(fields, '所在地');
  if (address) agency.address = normalizeAddress({ text: address.text }, COUNTRY);
  out.agency = agency;

  const phone = field(fields, 'TEL', '電話番号', 'お問い合せ先TEL');
  const tel = phone ? clean(phone.text.replace(/^TEL[:：]?/i, '')) : undefined;
  const licence = fieldContaining(fields, '免許番号');
  if (licence) out.extensions['agency_licence'] = licence.text;
  if (tel) out.extensions['agency_phone'] = tel;

  const person = field(fields, '担当者');
  if (person) {
    const agent: NonNullable<ListingObserved['agent']> = { name: person.text };
    if (agency.native_id) agent.agency_native_id = agency.native_id;
    // SUUMO shows the store's line, which is where the agent answers.
    if (tel) agent.professional_contacts = [{ kind: 'business_phone', value: tel }];
    out.agent = agent;
  }
  return out;
}

/** Whether the gallery's `<div>` closes in the raw text, i.e. the payload was not cut inside it. */
function galleryClosed(body: string): boolean {
  const at = body.search(/id\s*=\s*["']js-photoGallery["']/);
  const start = at < 0 ? -1 : body.lastIndexOf('<div', at);
  return start >= 0 && divEnd(body, start) !== undefined;
}

export function isDetailPage(root: HTMLElement): boolean {
  const canonical = canonicalOf(root);
  if (canonical && nativeIdOfUrl(canonical)) return true;
  return root.querySelectorAll('th').some((th) => ['価格', '所在地'].includes(labelOf(th)));
}

export function parseDetailPage(payload: NativePayload, whole: HTMLElement, context: ParseContext): ParsedPayload {
  const out: ParsedPayload = { observations: [], issues: [] };
  const truncated = isTruncated(payload.body);
  const root = truncated ? parseHtml(toLastClosingTag(payload.body)) : whole;
  const canonical = canonicalOf(root);
  const nativeId = canonical ? nativeIdOfUrl(canonical) : undefined;
  const issue = (i: Omit<ParseIssue, 'path'>): void => {
    out.issues.push({ ...i, path: payload.path, ...(nativeId ? { native_id: nativeId } : {}) });
  };
  if (!canonical || !nativeId) {
    issue({ error_code: truncated ? 'truncated_payload' : 'unexpected_shape', message: 'detail page names no listing (no canonical URL with an nc id)' });
    return out;
  }
  const url = canonicalDetailUrl(canonical);
  const { outline, company } = pairsOf(root);

  const gallery = root.querySelector('#js-photoGallery');
  if (gallery) {
    const media: MediaObserved = {
      listing_native_id: nativeId,
      listing_url: url,
      items: galleryMedia(gallery),
      complete: !truncated || galleryClosed(payload.body),
      retrieved_at: context.retrievedAt,
      access_class: 'public_portal',
      country: COUNTRY,
    };
    out.observations.push(observation('media', media));
  }

  const missing = missingRequired(outline);
  if (missing.length > 0) {
    issue({
      error_code: truncated ? 'truncated_payload' : 'unexpected_shape',
      message: `detail page of nc_${nativeId} has no ${missing.join(', ')}; no listing read`,
    });
    return out;
  }

  const category = categoryOf(root, url);
  const statusText = textOf(root.querySelector('.section_h1-header-status'));
  const description = textOf(root.querySelector('.detail_salespoint'));
  const geometry = geometryOf(root);
  const { agency, agent, extensions } = companyOf(company);
  const listing = listingOf(
    {
      nativeId,
      url,
      fields: outline,
      heading: textOf(root.querySelector('h1')),
      extensions,
      ...(category ? { category } : {}),
      ...(statusText ? { statusText } : {}),
      ...(description ? { description } : {}),
      ...(geometry ? { geometry } : {}),
      ...(agency ? { agency } : {}),
      ...(agent ? { agent } : {}),
    },
    context,
  );
  out.observations.push(observation('listing', listing));
  if (truncated) issue({ error_code: 'truncated_payload', message: 'payload ends before </html>; fields after the cut are missing' });
  return out;
}
