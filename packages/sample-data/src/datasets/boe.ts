import { sampleBoeAuctions, type SampleBoeAuction, type WallTime } from '../auctions/auction-world.js';
import type { NativePayload } from '../model.js';
import { escapeHtml } from '../renderers/html.js';
import type { DatasetRenderer } from './dataset.js';
import type { SeriesContext } from './series-model.js';

/**
 * Spain's Portal de Subastas of the BOE (subastas.boe.es, sources.md §8.1), as the site lays its
 * pages out (learned from public scrapers and their saved pages: vaijira/shylock's parser tests,
 * andresinversiones/subastea-scraper):
 * - `subastas_ava/page-NNNN.html`: the advanced search's results, `div.listadoResult` of
 *   `li.resultado-busqueda` (h3 `SUBASTA <id>`, h4 the managing authority, `Expediente:`,
 *   `Estado: Celebrándose - [Conclusión prevista: 19/07/2020 a las 16:24:28]`, the lot's text,
 *   `a.resultado-busqueda-link-otro` to the detail), `div.paginar` "Resultados 1 a 10 de 16";
 * - `detalleSubasta/<id>/ver-1.html`: the "Información general" tab, `div#idBloqueDatos1` of
 *   th/td rows (Identificador, Tipo de subasta, Fecha de inicio `14-07-2020 18:00:00 CET  (ISO:
 *   2020-07-14T18:00:00+02:00)` — "CET" all year, the ISO suffix has the real offset — Fecha de
 *   conclusión, Cantidad reclamada, Lotes, Anuncio BOE, Valor subasta `75.127,00 €`, Tasación,
 *   Puja mínima or `Sin puja mínima`, Tramos entre pujas, Importe del depósito);
 * - `detalleSubasta/<id>/ver-3.html`: the "Bienes" tab, `div#idBloqueLote1` with
 *   `h4 Bien 1 - Inmueble (Vivienda)` and th/td rows (Descripción, Referencia catastral,
 *   Dirección, Código Postal, Localidad, Provincia, Vivienda habitual, Situación posesoria,
 *   Visitable, Inscripción registral).
 */
export const BOE_PLATFORM = 'boe';
const PAGE_SIZE = 10;
const TABS = [
  [1, 'Información general'],
  [2, 'Autoridad gestora'],
  [3, 'Bienes'],
  [4, 'Relacionados'],
  [5, 'Pujas'],
] as const;

/** The province the BOE prints for each sample city. */
const PROVINCE: Readonly<Record<string, string>> = {
  Madrid: 'Madrid',
  Barcelona: 'Barcelona',
  Valencia: 'Valencia/València',
  Sevilla: 'Sevilla',
  Málaga: 'Málaga',
  Marbella: 'Málaga',
  Alicante: 'Alicante/Alacant',
  Palma: 'Illes Balears',
  Bilbao: 'Bizkaia',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `1.216.934,28 €` */
export function boeAmount(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${euros},${pad(cents % 100)} €`;
}

const MADRID_ZONE_NAME = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', timeZoneName: 'longOffset' });

/** Madrid's offset on a wall-clock date, as `+01:00`/`+02:00`, from the runtime's zone data. */
function madridOffset(t: WallTime): string {
  const probe = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  const name = MADRID_ZONE_NAME.formatToParts(probe).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  return name.replace('GMT', '');
}

/** `14-07-2020 18:00:00 CET  (ISO: 2020-07-14T18:00:00+02:00)` */
function boeDate(t: WallTime): string {
  const time = `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
  return `${pad(t.day)}-${pad(t.month)}-${t.year} ${time} CET  (ISO: ${t.year}-${pad(t.month)}-${pad(t.day)}T${time}${madridOffset(t)})`;
}

/** `19/07/2020 a las 16:24:28` */
function listDate(t: WallTime): string {
  return `${pad(t.day)}/${pad(t.month)}/${t.year} a las ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

function stateText(a: SampleBoeAuction): string {
  switch (a.phase) {
    case 'open':
      return `Celebrándose - [Conclusión prevista: ${listDate(a.ends)}]`;
    case 'upcoming':
      return 'Próxima apertura';
    case 'closed':
      return 'Concluida en Portal de Subastas';
    case 'suspended':
      return 'Suspendida';
    case 'cancelled':
      return 'Cancelada';
  }
}

const detailHref = (id: string, ver: number) => `./detalleSubasta.php?idSub=${id}&amp;ver=${ver}&amp;idBus=_SGFOTnU2NVlnSUwvd2cz&amp;idLote=&amp;numPagBus=`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8" />
<title>${escapeHtml(title)} - Portal de Subastas</title>
</head>
<body>
<div id="contenedor">
<div id="contenido">
${body}
</div>
</div>
</body>
</html>
`;
}

function listItem(a: SampleBoeAuction): string {
  return `    <li class="resultado-busqueda">
      <h3>
        SUBASTA ${a.id}</h3>
      <h4>${escapeHtml(a.authority)}</h4>
${a.expediente ? `      <p>\n        Expediente: ${a.expediente}</p>\n` : ''}      <p>
        Estado: ${escapeHtml(stateText(a))} 
        </p>
      <p>${escapeHtml(a.lot.description)}</p>
      <a href="${detailHref(a.id, 1)}" class="resultado-busqueda-link-defecto" title="Subasta ${a.id}"> </a>
      <ul>
        <li class="puntoHTML">
          <a href="${detailHref(a.id, 1)}" class="resultado-busqueda-link-otro" title="Subasta ${a.id}">Más... (Referencia ${a.id})</a>
        </li>
      </ul>
    </li>`;
}

function listPage(auctions: readonly SampleBoeAuction[], first: number, total: number, pageNo: number, pages: number): string {
  const next = pageNo < pages ? `\n<div class="paginar2"><ul><li><a href="subastas_ava.php?accion=Mas&amp;id_busqueda=_YjU3T1REVDZIbFlR-${pageNo * PAGE_SIZE}-${PAGE_SIZE}"><abbr title="Página">Pág.</abbr> siguiente</a></li></ul></div>` : '';
  return page(
    'Resultados de la búsqueda',
    `<div class="paginar">
<p>Resultados ${first} a ${first + auctions.length - 1} de ${total}</p>
</div>
<div class="listadoResult">
  <ul>
${auctions.map(listItem).join('\n')}
  </ul>
</div>${next}`,
  );
}

function tabs(id: string, current: number): string {
  return `<div id="tabs">
<ul class="navlist">
${TABS.map(([ver, name]) => `<li><a href="${detailHref(id, ver)}"${ver === current ? ' class="current"' : ''}>${name}</a></li>`).join('\n')}
</ul>
</div>`;
}

const row = (th: string, td: string) => `<tr>\n<th>${th}</th>\n<td>${td}</td>\n</tr>`;

function generalTab(a: SampleBoeAuction): string {
  const rows = [
    row('Identificador', `<strong>${a.id}</strong>`),
    row('Tipo de subasta', `<strong>${escapeHtml(a.kind)}</strong>`),
    ...(a.expediente ? [row('Cuenta expediente', `${a.expediente}`)] : []),
    row('Fecha de inicio', boeDate(a.starts)),
    row('Fecha de conclusión', `<strong class="destaca">${boeDate(a.ends).replace('  (ISO', ' </strong> (ISO')}`),
    row('Cantidad reclamada', boeAmount(a.claimedCents)),
    row('Lotes', 'Sin lotes'),
    row('Anuncio BOE', a.boeNotice),
    row('Valor subasta', boeAmount(a.valueCents)),
    row('Tasación', boeAmount(a.appraisalCents)),
    row('Puja mínima', a.minimumBidCents === undefined ? 'Sin puja mínima' : boeAmount(a.minimumBidCents)),
    row('Tramos entre pujas', a.bidStepCents === undefined ? 'Sin tramos' : boeAmount(a.bidStepCents)),
    row('Importe del depósito', boeAmount(a.depositCents)),
  ];
  return page(
    `Subasta ${a.id}`,
    `<div class="titulo"><h2>Subasta ${a.id}</h2></div>
${tabs(a.id, 1)}
<div id="idBloqueDatos1">
<h3>Datos de la subasta</h3>
<table>
${rows.join('\n')}
</table>
</div>`,
  );
}

function goodsTab(a: SampleBoeAuction): string {
  const l = a.lot;
  const rows = [
    row('Descripción', escapeHtml(l.description)),
    row(
      'Referencia catastral',
      `<a href="consultaDnprc.php?rc=${a.cadastralReference}&amp;idSub=${a.id}" target="_blank" title="Abre datos catastrales en nueva ventana">${a.cadastralReference}</a>`,
    ),
    row('Dirección', escapeHtml(`${l.street} ${l.houseNumber}`.toUpperCase())),
    row('Código Postal', l.postalCode),
    row('Localidad', escapeHtml(l.city.name.toUpperCase())),
    row('Provincia', escapeHtml(PROVINCE[l.city.name] ?? l.city.region)),
    row('Vivienda habitual', a.primaryResidence ? 'Sí' : 'No'),
    row('Situación posesoria', 'No consta'),
    row('Visitable', 'No consta'),
    row('Inscripción registral', 'CONSTA EN EL EDICTO'),
  ];
  return page(
    `Subasta ${a.id}`,
    `<div class="titulo"><h2>Subasta ${a.id}</h2></div>
${tabs(a.id, 3)}
<div class="bloque" id="idBloqueLote1">
<div>
<div class="caja">${escapeHtml(l.description)}</div>
</div>
<div>
<h3>Datos del bien subastado</h3>
<div>
<h4>Bien 1 - Inmueble (${escapeHtml(l.kind)})</h4>
<table>
${rows.join('\n')}
</table>
</div>
</div>
</div>`,
  );
}

function render(context: SeriesContext): NativePayload[] {
  const auctions = sampleBoeAuctions(context.seed, context.asOf);
  const pages = Math.ceil(auctions.length / PAGE_SIZE);
  const out: NativePayload[] = [];
  for (let p = 0; p < pages; p++) {
    const slice = auctions.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE);
    out.push({ path: `subastas_ava/page-${pad(p + 1, 4)}.html`, content_type: 'text/html', body: listPage(slice, p * PAGE_SIZE + 1, auctions.length, p + 1, pages) });
  }
  for (const a of auctions) {
    out.push({ path: `detalleSubasta/${a.id}/ver-1.html`, content_type: 'text/html', body: generalTab(a) });
    out.push({ path: `detalleSubasta/${a.id}/ver-3.html`, content_type: 'text/html', body: goodsTab(a) });
  }
  return out;
}

export const boe: DatasetRenderer = { platform: BOE_PLATFORM, render };
