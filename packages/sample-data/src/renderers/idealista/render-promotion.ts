/**
 * idealista's new-build pages (web HTML, not the partner API): a promotion's own page
 * (`https://www.idealista.com/obra-nueva/<id>/`) with its name, place, "Desde … €", the
 * promotion's features (stage, "Fecha de entrega", how many homes and how many available), the
 * promotora, and the typologies table whose rows link the units' ads
 * (`.table__new-dev-typologies .table .table__row`, the selector public scrapers use); and the
 * town's new-build search (`/obra-nueva/<municipio>-<provincia>/`), the page that lists a
 * town's promotions and so leads a live collector to them.
 */
import { idealista } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { escapeHtml as e } from '../html.js';
import { termsFor, termsForSubtype } from './property-terms.js';
import { promotionsOf, shownPrice, type Promotion } from './promotions.js';
import { flatVariant, floorOf, hidesArea } from './render-choices.js';
import { bedroomsPhrase, euros, groupThousands, typePhrase } from './spanish-format.js';

export const PROMOTION_PATH_PREFIX = 'obra-nueva/';
export const PROMOTION_SEARCH_PATH_PREFIX = 'obra-nueva-busqueda/';

const { placeSlug, promotionSearchUrl, promotionUrl } = idealista;

function floorCell(listing: SampleListing): string {
  const floor = floorOf(listing);
  return floor === 'bj' ? 'Bajo' : `Planta ${floor}ª`;
}

function typologyCell(listing: SampleListing): string {
  const terms = termsForSubtype(listing.property_subtype) ?? termsFor(listing.property_type, flatVariant(listing));
  const bedrooms = bedroomsPhrase(listing.bedrooms);
  return [typePhrase(terms.subTypology ?? terms.typology), bedrooms].filter(Boolean).join(' de ');
}

function unitRow(listing: SampleListing, urlOf: (listing: SampleListing) => string): string {
  const price = shownPrice(listing);
  const size = hidesArea(listing) ? '-' : `${groupThousands(Math.round(listing.living_area_sqm))} m²`;
  return `<a class="table__row" href="${e(urlOf(listing))}" data-element-id="${e(listing.native_id)}">
<span class="table__cell table__cell--typology">${e(typologyCell(listing))}</span>
<span class="table__cell table__cell--floor">${e(floorCell(listing))}</span>
<span class="table__cell table__cell--size">${e(size)}</span>
<span class="table__cell table__cell--price">${e(price === undefined ? 'A consultar' : euros(price))}</span>
</a>`;
}

function features(p: Promotion): string[] {
  const available = p.units.length;
  return [
    p.stage,
    `Fecha de entrega: ${p.deliveryText}`,
    `${p.totalUnits} ${p.totalUnits === 1 ? 'vivienda' : 'viviendas'}`,
    `${available} ${available === 1 ? 'vivienda disponible' : 'viviendas disponibles'}`,
  ];
}

function placeLine(p: Promotion): string {
  return p.district ? `${p.district}, ${p.city}` : p.city;
}

export function renderPromotionPage(p: Promotion, urlOf: (listing: SampleListing) => string): string {
  const from = p.priceFrom === undefined ? '<span class="txt-bold">A consultar</span>' : `Desde <span class="txt-bold">${e(groupThousands(p.priceFrom))}</span> €`;
  const place = [p.street, p.district, p.city, p.province].filter((x): x is string => x !== undefined);
  return `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>${e(p.name)}, obra nueva en ${e(placeLine(p))} — idealista</title>
<link rel="canonical" href="${e(promotionUrl(p.id))}"></head>
<body>
<div id="main"><main class="detail-container">
<section class="detail-info">
<div class="main-info__title">
<h1><span class="main-info__title-main">${e(p.name)}</span></h1>
<span class="main-info__title-minor">${e(placeLine(p))}</span>
</div>
<div class="info-data"><span class="info-data-price">${from}</span></div>
</section>
<section class="details-property">
<h2>Características de la promoción</h2>
<div class="details-property_features"><ul>
${features(p).map((f) => `<li>${e(f)}</li>`).join('\n')}
</ul></div>
</section>
<section id="headerMap"><h2>Ubicación</h2><ul>
${place.map((line) => `<li class="header-map-list">${e(line)}</li>`).join('\n')}
</ul></section>
<section class="table__new-dev-typologies">
<h2>Viviendas disponibles</h2>
<div class="table">
<div class="table__header"><span class="table__cell">Tipología</span><span class="table__cell">Planta</span><span class="table__cell">Superficie</span><span class="table__cell">Precio</span></div>
${p.units.map((u) => unitRow(u, urlOf)).join('\n')}
</div>
</section>
<section class="advertiser-info">
<p class="advertiser-type">Promotora</p>
<p class="professional-name">${e(p.promotora)}</p>
</section>
</main></div>
</body>
</html>
`;
}

/** A town's new-build search: one card per promotion, linking its page. */
function renderPromotionSearch(municipality: string, province: string, promotions: readonly Promotion[]): string {
  const cards = promotions.map(
    (p) => `<article class="item">
<a class="item-link" href="/obra-nueva/${e(p.id)}/" title="${e(p.name)}">${e(p.name)}</a>
<span class="item-detail">${e(placeLine(p))}</span>
<span class="item-price">${p.priceFrom === undefined ? 'A consultar' : `Desde ${e(euros(p.priceFrom))}`}</span>
</article>`,
  );
  return `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>Obra nueva en ${e(municipality)} — idealista</title>
<link rel="canonical" href="${e(promotionSearchUrl(municipality, province))}"></head>
<body>
<div id="main"><main class="listing-items">
<h1>Obra nueva en ${e(municipality)}</h1>
${cards.join('\n')}
</main></div>
</body>
</html>
`;
}

/** Every promotion page, and each town's new-build search that lists them. */
export function renderPromotions(listings: readonly SampleListing[], urlOf: (listing: SampleListing) => string): NativePayload[] {
  const promotions = promotionsOf(listings);
  const byTown = new Map<string, Promotion[]>();
  for (const p of promotions) byTown.set(placeSlug(p.city, p.province), [...(byTown.get(placeSlug(p.city, p.province)) ?? []), p]);
  return [
    ...promotions.map((p) => ({ path: `${PROMOTION_PATH_PREFIX}${p.id}.html`, content_type: 'text/html', body: renderPromotionPage(p, urlOf) })),
    ...[...byTown].map(([slug, ps]) => {
      const first = ps[0] as Promotion;
      return { path: `${PROMOTION_SEARCH_PATH_PREFIX}${slug}.html`, content_type: 'text/html', body: renderPromotionSearch(first.city, first.province, ps) };
    }),
  ];
}
