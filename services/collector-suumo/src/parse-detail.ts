/**
 * A SUUMO detail page → the listing observation, and a media observation for its gallery.
 * Which rows describe the listing and which the agency is `detail-tables`' business, the agency
 * and agent `detail-company`'s, the map pin `detail-map`'s. Reading rows rather than tables
 * keeps working when a cut payload has lost the table's closing tags.
 */
import type { NativePayload, ParseContext, ParsedPayload, ParseIssue } from '@estate/collector-kit';
import { observation, type MediaObserved } from '@estate/events';
import type { suumo } from '@estate/native-formats';
import { categoryOfBs, categoryOfLabel, categoryOfUrl } from './categories.js';
import { companyOf } from './detail-company.js';
import { geometryOf } from './detail-map.js';
import { detailRows } from './detail-tables.js';
import { divEnd, isTruncated, labelOf, parseHtml, textOf, toLastClosingTag, type HTMLElement } from './html.js';
import { withBuilding } from './read-building-link.js';
import { COUNTRY, listingOf, missingRequired } from './listing.js';
import { galleryMedia, lightboxMedia, type MediaItem } from './media.js';
import { canonicalDetailUrl, nativeIdOfUrl } from './urls.js';

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

/** Whether the gallery's `<div>` closes in the raw text, i.e. the payload was not cut inside it. */
function galleryClosed(body: string): boolean {
  const at = body.search(/id\s*=\s*["']js-photoGallery["']/);
  const start = at < 0 ? -1 : body.lastIndexOf('<div', at);
  return start >= 0 && divEnd(body, start) !== undefined;
}

interface Gallery {
  items: MediaItem[];
  complete: boolean;
}

/**
 * The page's pictures: the photo slider of older pages (`#js-photoGallery`), else the lightboxes
 * of the current one. The agent's portrait (担当者より) is in neither, so it is never a photo.
 */
function galleryOf(root: HTMLElement, body: string, truncated: boolean): Gallery | undefined {
  const slider = root.querySelector('#js-photoGallery');
  if (slider) return { items: galleryMedia(slider), complete: !truncated || galleryClosed(body) };
  const boxes = lightboxMedia(root);
  // In a cut page the lightboxes after the cut are missing, so the set cannot claim to be whole.
  return boxes.length > 0 ? { items: boxes, complete: !truncated } : undefined;
}

/** The sales copy: `.detail_salespoint` on older pages, the 物件の特徴 heading and text on the current one. */
function descriptionOf(root: HTMLElement): string {
  const old = textOf(root.querySelector('.detail_salespoint'));
  if (old) return old;
  const heading = textOf(root.querySelector('#mainContents h3.fs16'));
  const text = textOf(root.querySelector('#mainContents p.fs14'));
  return [heading, text].filter((t) => t !== '').join(' ');
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
  const { outline, company } = detailRows(root);

  const gallery = galleryOf(root, payload.body, truncated);
  if (gallery) {
    const media: MediaObserved = {
      listing_native_id: nativeId,
      listing_url: url,
      items: gallery.items,
      complete: gallery.complete,
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
  const description = descriptionOf(root);
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
  out.observations.push(observation('listing', withBuilding(listing, root)));
  if (truncated) issue({ error_code: 'truncated_payload', message: 'payload ends before </html>; fields after the cut are missing' });
  return out;
}
