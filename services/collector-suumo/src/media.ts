/**
 * Images on SUUMO pages. They load lazily: `src` holds a placeholder and the real URL sits in
 * `rel` (search cards) or `data-src` (the detail gallery). A caption or alt naming 間取り marks
 * the floor plan.
 */
import type { MediaObserved } from '@estate/events';
import { attrOf, textOf, type HTMLElement } from './html.js';
import { absoluteUrl } from './urls.js';

export type MediaItem = MediaObserved['items'][number];

// The alt text SUUMO gives the agent's portrait (担当者) and the shop's picture.
const PORTRAIT = /^(?:担当者|スタッフ|店舗)/u;

const PLACEHOLDER = /(?:loading|ajax-loader|spacer|blank|noimage)[^/]*\.gif(?:\?.*)?$|^data:/i;

function imageUrl(img: HTMLElement): string | undefined {
  const lazy = attrOf(img, 'rel', 'data-src', 'data-original');
  if (lazy) return absoluteUrl(lazy);
  const src = attrOf(img, 'src');
  return src && !PLACEHOLDER.test(src) ? absoluteUrl(src) : undefined;
}

/**
 * Each picture once, at its first place. A page can show one picture in two galleries (the
 * 2024 detail template repeats its 周辺環境 pictures after the main ones), and a gallery lists
 * pictures, not the places they appear.
 */
class Pictures {
  readonly items: MediaItem[] = [];
  private readonly seen = new Set<string>();

  add(url: string, caption: string): void {
    if (this.seen.has(url)) return;
    this.seen.add(url);
    this.items.push(item(url, caption, this.items.length));
  }
}

function item(url: string, caption: string, position: number): MediaItem {
  const media: MediaItem = { url, type: /間取/u.test(caption) ? 'floor_plan' : 'photo', position };
  if (caption !== '') media.caption = caption;
  return media;
}

/**
 * The images of a search card, in page order. Only the card's photo block counts: the same
 * card can carry the agent's portrait or the shop's logo in its 担当者/店舗 box, which are not
 * pictures of the home.
 */
export function cardMedia(card: HTMLElement): MediaItem[] {
  const out = new Pictures();
  const photos = card.querySelector('.property_unit-object') ?? card;
  for (const img of photos.querySelectorAll('img.js-noContextMenu')) {
    if (PORTRAIT.test(attrOf(img, 'alt') ?? '')) continue;
    const url = imageUrl(img);
    if (url) out.add(url, attrOf(img, 'alt') ?? '');
  }
  return out.items;
}

/** The detail gallery, each image with its caption (the caption line, else the alt text). */
export function galleryMedia(gallery: HTMLElement): MediaItem[] {
  const out = new Pictures();
  for (const li of gallery.querySelectorAll('li')) {
    const img = li.querySelector('img');
    const url = img ? imageUrl(img) : undefined;
    if (!img || !url) continue;
    out.add(url, textOf(li.querySelector('.photo_slider-caption')) || (attrOf(img, 'alt') ?? ''));
  }
  return out.items;
}

/**
 * The gallery of the current detail template: one hidden lightbox (`div.jsiKrThickbox`) per
 * picture, its title the caption, the picture's URL in a hidden `…orgn` input as "url,caption".
 * The thumbnails above it show only some of them; the lightboxes are the whole set.
 */
export function lightboxMedia(root: HTMLElement): MediaItem[] {
  const out = new Pictures();
  for (const box of root.querySelectorAll('div.jsiKrThickbox')) {
    const value = box.querySelector('input[id$="orgn"]')?.getAttribute('value') ?? '';
    const comma = value.lastIndexOf(',');
    const url = (comma < 0 ? value : value.slice(0, comma)).trim();
    if (!/^(?:https?:)?\/\//i.test(url)) continue;
    const caption = textOf(box.querySelector('.secTitleInnerK')) || (comma < 0 ? '' : value.slice(comma + 1).trim());
    out.add(absoluteUrl(url), caption);
  }
  return out.items;
}
