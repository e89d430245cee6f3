/**
 * Images on SUUMO pages. They load lazily: `src` holds a placeholder and the real URL sits in
 * `rel` (search cards) or `data-src` (the detail gallery). A caption or alt naming 間取り marks
 * the floor plan.
 */
import type { MediaObserved } from '@estate/events';
import { attrOf, textOf, type HTMLElement } from './html.js';
import { absoluteUrl } from './urls.js';

export type MediaItem = MediaObserved['items'][number];

const PLACEHOLDER = /(?:loading|ajax-loader|spacer|blank|noimage)[^/]*\.gif(?:\?.*)?$|^data:/i;

function imageUrl(img: HTMLElement): string | undefined {
  const lazy = attrOf(img, 'rel', 'data-src', 'data-original');
  if (lazy) return absoluteUrl(lazy);
  const src = attrOf(img, 'src');
  return src && !PLACEHOLDER.test(src) ? absoluteUrl(src) : undefined;
}

function item(url: string, caption: string, position: number): MediaItem {
  const media: MediaItem = { url, type: /間取/u.test(caption) ? 'floor_plan' : 'photo', position };
  if (caption !== '') media.caption = caption;
  return media;
}

/** The images of a search card, in page order. */
export function cardMedia(card: HTMLElement): MediaItem[] {
  const out: MediaItem[] = [];
  for (const img of card.querySelectorAll('img.js-noContextMenu')) {
    const url = imageUrl(img);
    if (url) out.push(item(url, attrOf(img, 'alt') ?? '', out.length));
  }
  return out;
}

/** The detail gallery, each image with its caption (the caption line, else the alt text). */
export function galleryMedia(gallery: HTMLElement): MediaItem[] {
  const out: MediaItem[] = [];
  for (const li of gallery.querySelectorAll('li')) {
    const img = li.querySelector('img');
    const url = img ? imageUrl(img) : undefined;
    if (!img || !url) continue;
    const caption = textOf(li.querySelector('.photo_slider-caption')) || (attrOf(img, 'alt') ?? '');
    out.push(item(url, caption, out.length));
  }
  return out;
}
