import { sampleZvgAuctions, type SampleZvgAuction, type WallTime } from '../auctions/auction-world.js';
import type { NativePayload } from '../model.js';
import { escapeHtml } from '../renderers/html.js';
import type { DatasetRenderer } from './dataset.js';
import type { SeriesContext } from './series-model.js';

/**
 * Germany's ZVG-Portal of the Länder's courts (zvg-portal.de, sources.md §8.2), as the site lays
 * its pages out (learned from public scrapers: larsborn/ZvgPortalScraper, sputnik009/zvg-termine,
 * kenmogne-scale/ZVG_Scraper):
 * - `<land>/suche/page-NNNN.html`: a Land's search results (`index.php?button=Suchen&all=1`),
 *   inside `form[name=form_sucheZvg]` a table whose notices are blocks of label/value rows opened
 *   by `<!--Aktenzeichen--…-->` and closed by `<tr><td colspan=3><hr></td></tr>`: Aktenzeichen
 *   (its link `index.php?button=showZvg&zvg_id=…&land_abk=…`, "(Detailansicht)", and
 *   "(letzte Aktualisierung 12-01-2025 10:15)"), Amtsgericht, Objekt/Lage (`<b>kind<!--Lage--->:</b>
 *   street, postcode town`), Verkehrswert in € (`<p>250.000,00 €</p>`), Termin
 *   ("Dienstag, 03. Januar 2017, 13:00 Uhr", court local time);
 * - `<land>/showZvg/<zvg_id>.html`: the notice's detail, `table#anzeige`: the Aktenzeichen and
 *   update time, then Art der Versteigerung, Grundbuch, Objekt/Lage, Beschreibung, Verkehrswert
 *   in €, Termin, Ort der Versteigerung, and the attachments (`button=showAnhang`).
 * A Termin the court cancelled stays listed, "wurde aufgehoben". The portal serves ISO-8859-1;
 * these files are the decoded text, stored as UTF-8 (their meta says so).
 */
export const ZVG_PLATFORM = 'zvg';
const DAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `250.000,00 €` */
export function zvgAmount(cents: number): string {
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${euros},${pad(cents % 100)} €`;
}

/** `Dienstag, 03. Januar 2017, 13:00 Uhr` */
export function zvgTermin(t: WallTime): string {
  const weekday = DAYS[new Date(Date.UTC(t.year, t.month - 1, t.day)).getUTCDay()] as string;
  return `${weekday}, ${pad(t.day)}. ${MONTHS[t.month - 1] as string} ${t.year}, ${pad(t.hour)}:${pad(t.minute)} Uhr`;
}

/** `(letzte Aktualisierung 12-01-2025 10:15)` */
const updated = (t: WallTime) => `(letzte Aktualisierung ${pad(t.day)}-${pad(t.month)}-${t.year} ${pad(t.hour)}:${pad(t.minute)})`;

const detailHref = (a: SampleZvgAuction) => `index.php?button=showZvg&amp;zvg_id=${a.zvgId}&amp;land_abk=${a.land}`;
const lage = (a: SampleZvgAuction) => `${a.lot.street} ${a.lot.houseNumber}, ${a.lot.postalCode} ${a.lot.city.name}, ${a.lot.district.name}`;

function terminText(a: SampleZvgAuction): string {
  const date = zvgTermin(a.termin);
  return a.phase === 'cancelled' ? `${date}<br><b>Der Termin wurde aufgehoben.</b>` : date;
}

function page(title: string, body: string): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${escapeHtml(title)}</title>
</head>
<body>
${body}
</body>
</html>
`;
}

function block(a: SampleZvgAuction): string {
  return `<!--Aktenzeichen--------------------------->
<tr><td width="20%" valign="top"><b>Aktenzeichen:</b></td><td><b><a href="${detailHref(a)}" target="blank_"><nobr>${escapeHtml(a.aktenzeichen)}&nbsp;(Detailansicht)</nobr></a></b>&nbsp;</td><td align="right" valign="top"><small>${updated(a.updated)}</small></td></tr>
<tr><td valign="top">Amtsgericht:</td><td colspan="2">${escapeHtml(a.court)}</td></tr>
<tr><td valign="top">Objekt/Lage:</td><td valign="center" align="left" colspan="2"><b>${escapeHtml(a.lot.kind)}<!--Lage--->:</b> ${escapeHtml(lage(a))}</td></tr>
<tr><td valign="top">Verkehrswert in €:</td><td colspan="2"><p>${zvgAmount(a.valueCents)}</p></td></tr>
<tr><td valign="top">Termin:</td><td colspan="2">${terminText(a)}</td></tr>
<tr><td colspan=3><hr></td></tr>`;
}

function listPage(land: string, auctions: readonly SampleZvgAuction[]): string {
  return page(
    'ZVG-Portal: Zwangsversteigerungstermine',
    `<div id="micronavi"><ul><li>Zwangsversteigerungstermine</li><li>Land: ${land}</li></ul></div>
<form name="form_sucheZvg" method="post" action="index.php?button=Suchen">
<table border="0" cellpadding="2" cellspacing="0"><tr><td>Treffer: ${auctions.length}</td></tr></table>
<table border="0" cellpadding="2" cellspacing="0" width="100%">
${auctions.map(block).join('\n')}
</table>
</form>`,
  );
}

function detailPage(a: SampleZvgAuction): string {
  const row = (label: string, value: string) => `<tr><td valign="top">${label}:</td><td colspan="2">${value}</td></tr>`;
  return page(
    `ZVG-Portal: ${a.aktenzeichen}`,
    `<div id="micronavi"><ul><li>Amtsgericht ${escapeHtml(a.court)}</li><li>${escapeHtml(a.aktenzeichen)}</li></ul></div>
<table id="anzeige" border="0" cellpadding="2" cellspacing="0" width="100%">
<tr><td colspan="2"><b>${escapeHtml(a.aktenzeichen)}</b></td><td align="right"><small>${updated(a.updated)}</small></td></tr>
${row('Art der Versteigerung', escapeHtml(a.art))}
${row('Grundbuch', escapeHtml(a.grundbuch))}
${row('Objekt/Lage', `<b>${escapeHtml(a.lot.kind)}<!--Lage--->:</b> ${escapeHtml(lage(a))}`)}
${row('Beschreibung', escapeHtml(a.lot.description))}
${row('Verkehrswert in €', `<p>${zvgAmount(a.valueCents)}</p>`)}
${row('Termin', terminText(a))}
${row('Ort der Versteigerung', `Amtsgericht ${escapeHtml(a.court)}, Saal ${(a.zvgId % 300) + 1}`)}
${row('Gutachten', `<a href="index.php?button=showAnhang&amp;land_abk=${a.land}&amp;file_id=${a.zvgId * 10 + 1}&amp;zvg_id=${a.zvgId}">Gutachten.pdf</a> (2,4 MB)`)}
${row('GoogleMaps', `<a href="https://maps.google.de/maps?q=${encodeURIComponent(lage(a))}" target="_blank">Karte</a>`)}
</table>`,
  );
}

function render(context: SeriesContext): NativePayload[] {
  const auctions = sampleZvgAuctions(context.seed, context.asOf);
  const lands = [...new Set(auctions.map((a) => a.land))].sort();
  const out: NativePayload[] = lands.map((land) => ({ path: `${land}/suche/page-0001.html`, content_type: 'text/html', body: listPage(land, auctions.filter((a) => a.land === land)) }));
  for (const a of auctions) out.push({ path: `${a.land}/showZvg/${a.zvgId}.html`, content_type: 'text/html', body: detailPage(a) });
  return out;
}

export const zvg: DatasetRenderer = { platform: ZVG_PLATFORM, render };
