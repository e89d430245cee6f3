/**
 * Where idealista's new-build promotions are found live. The partner API's cards say only that an
 * ad is a new build (`newDevelopment`) and in which town; the town's new-build search
 * (`/obra-nueva/<municipio>-<provincia>/`, web HTML) lists the promotions, each card linking its
 * page (`/obra-nueva/<id>/`).
 */
import { parseHtml } from '@estate/collector-kit';
import { idealista } from '@estate/native-formats';

const PROMOTION_HREF = /^(?:https:\/\/www\.idealista\.com)?\/obra-nueva\/(\d+)\/?$/;

interface Card {
  newDevelopment?: unknown;
  municipality?: unknown;
  province?: unknown;
}

/** The new-build searches of the towns whose new builds a result page shows, each once. */
export function promotionSearchesOf(cards: readonly Card[]): string[] {
  const urls = cards.flatMap((c) => (c?.newDevelopment === true && typeof c.municipality === 'string' && typeof c.province === 'string' ? [idealista.promotionSearchUrl(c.municipality, c.province)] : []));
  return [...new Set(urls)];
}

/** The promotion pages a town's new-build search links, each once. */
export function promotionLinks(body: string): string[] {
  const ids = parseHtml(body)
    .querySelectorAll('a.item-link')
    .map((a) => PROMOTION_HREF.exec(a.getAttribute('href') ?? '')?.[1])
    .filter((id): id is string => id !== undefined);
  return [...new Set(ids)].map(idealista.promotionUrl);
}
