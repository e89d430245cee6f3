/**
 * The pictures of a result entry (`galleryAttachments.attachment`). ImmoScout's JSON is born of
 * XML: one attachment arrives as an object, several as a list; each picture's `urls[].url` is an
 * object (or a list of them) whose `@href` is a resizing template,
 * `…/listings/<picture>.jpg/ORIG/legacy_thumbnail/%WIDTH%x%HEIGHT%/format/webp/quality/50`, that
 * the page fills with the size it draws. The flags are the strings "true"/"false".
 */
import { fields, looseFlag, looseText, type Fields } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';

type Media = NonNullable<ListingObserved['media']>;

// The resizing endpoint draws any size; this is the exposé gallery's.
const WIDTH = '1024';
const HEIGHT = '768';

/** One or several: XML-born JSON gives a lone element as itself, not as a list of one. */
export function oneOrMore(value: unknown): readonly unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function hrefOf(picture: Fields): string | undefined {
  for (const entry of oneOrMore(picture['urls'])) {
    for (const url of oneOrMore(fields(entry)?.['url'])) {
      const href = looseText(fields(url)?.['@href']);
      if (href) return href.replace(/%WIDTH%/g, WIDTH).replace(/%HEIGHT%/g, HEIGHT);
    }
  }
  return undefined;
}

export function resultGallery(realEstate: Fields): Media | undefined {
  const items: Media = [];
  for (const raw of oneOrMore(fields(realEstate['galleryAttachments'])?.['attachment'])) {
    const picture = fields(raw);
    const url = picture ? hrefOf(picture) : undefined;
    if (!picture || !url) continue;
    const caption = looseText(picture['title']);
    items.push({ url, type: looseFlag(picture['floorplan']) === true ? 'floor_plan' : 'photo', position: items.length, ...(caption ? { caption } : {}) });
  }
  return items.length > 0 ? items : undefined;
}

