import { COUNTRY_PROFILES } from '../countries/index.js';
import type { NativePayload } from '../model.js';
import type { DatasetRenderer } from './dataset.js';
import { decimal, monthlyPath, monthsBefore, type SeriesContext } from './series-model.js';

/**
 * INE's Índice de Precios de Vivienda, table 25171 (sources.md §6.4), as
 * `wstempus/js/ES/DATOS_TABLA/25171?nult=8&tip=AM` answers: a JSON array of series `{ COD,
 * Nombre, MetaData, Data }`, each point `{ Fecha, FK_TipoDato, FK_Periodo, Anyo, Valor, Secreto }`.
 * Quarterly; `Fecha` is the quarter's first day at midnight in Madrid, as epoch milliseconds;
 * `FK_Periodo` 19–22 are the quarters [M]. Per autonomous community and the nation: general,
 * new and second-hand dwellings, each as an index (2015 = 100) and three rates of change.
 */
export const INE_IPV_FILE = 'DATOS_TABLA/25171.json';

/** INE's names and codes of the communities the listing world has cities in (and the nation). */
const COMMUNITIES: readonly { region?: string; name: string; code: string; variable: { Id: number; Nombre: string; Codigo: string } }[] = [
  { name: 'Total Nacional', code: '00', variable: { Id: 349, Nombre: 'Total Nacional', Codigo: '' } },
  { region: 'Andalucía', name: 'Andalucía', code: '01', variable: { Id: 70, Nombre: 'Comunidades y Ciudades Autónomas', Codigo: 'CCAA' } },
  { region: 'Cataluña', name: 'Cataluña', code: '09', variable: { Id: 70, Nombre: 'Comunidades y Ciudades Autónomas', Codigo: 'CCAA' } },
  { region: 'Comunidad Valenciana', name: 'Comunitat Valenciana', code: '10', variable: { Id: 70, Nombre: 'Comunidades y Ciudades Autónomas', Codigo: 'CCAA' } },
  { region: 'Comunidad de Madrid', name: 'Madrid, Comunidad de', code: '13', variable: { Id: 70, Nombre: 'Comunidades y Ciudades Autónomas', Codigo: 'CCAA' } },
  { region: 'Illes Balears', name: 'Balears, Illes', code: '04', variable: { Id: 70, Nombre: 'Comunidades y Ciudades Autónomas', Codigo: 'CCAA' } },
  { region: 'País Vasco', name: 'País Vasco', code: '16', variable: { Id: 70, Nombre: 'Comunidades y Ciudades Autónomas', Codigo: 'CCAA' } },
];

const HOUSING = [
  { name: 'General', id: 72020, factor: 1 },
  { name: 'Vivienda nueva', id: 72021, factor: 1.06 },
  { name: 'Vivienda segunda mano', id: 72022, factor: 0.99 },
] as const;

const MEASURES = [
  { name: 'Índice', id: 83 },
  { name: 'Variación trimestral', id: 84 },
  { name: 'Variación anual', id: 85 },
  { name: 'Variación en lo que va de año', id: 86 },
] as const;

const QUARTERS = 8;
/** FK_Periodo of the first quarter; the others follow. */
const FIRST_QUARTER_PERIOD = 19;

/** Midnight in Madrid on a date, as epoch ms (CET in winter, CEST from the last Sunday of March to the last of October). */
function madridMidnight(iso: string): number {
  const month = Number(iso.slice(5, 7));
  const summer = month >= 4 && month <= 10;
  return Date.parse(`${iso}T00:00:00Z`) - (summer ? 2 : 1) * 3_600_000;
}

function render(context: SeriesContext): NativePayload[] {
  // Quarters whose three months all lie a full quarter before "now" (INE publishes ~10 weeks late).
  const months = monthsBefore(context.asOf, QUARTERS * 3 + 5);
  const quarterStarts = months.filter((m) => ['01', '04', '07', '10'].includes(m.slice(5, 7))).slice(-QUARTERS - 1, -1);
  const series: unknown[] = [];
  let cod = 1_000;
  for (const community of COMMUNITIES) {
    const path = monthlyPath(context, `ES|${community.code}`, months.length);
    const cities = COUNTRY_PROFILES.ES.cities.filter((c) => community.region === undefined || c.region === community.region);
    const level = cities.reduce((sum, c) => sum + c.pricePerSqm, 0) / Math.max(1, cities.length) / 20;
    for (const housing of HOUSING) {
      const index = quarterStarts.map((q) => level * housing.factor * (path[months.indexOf(q)] ?? 1));
      for (const measure of MEASURES) {
        const values = index.map((v, i): number | null => {
          if (measure.name === 'Índice') return v;
          // Year to date compares with the previous year's last quarter, n quarters back in quarter n.
          const quarter = (Number(quarterStarts[i]?.slice(5, 7)) + 2) / 3;
          const back = measure.name === 'Variación trimestral' ? 1 : measure.name === 'Variación anual' ? 4 : quarter;
          const then = index[i - back];
          return then === undefined ? null : (v / then - 1) * 100;
        });
        series.push({
          COD: `IPV${cod++}`,
          Nombre: `${community.name}. ${housing.name}. ${measure.name}. `,
          FK_Unidad: measure.name === 'Índice' ? 142 : 135,
          FK_Escala: 1,
          MetaData: [
            { Id: community.code === '00' ? 16473 : 8997 + Number(community.code), Variable: community.variable, Nombre: community.name, Codigo: community.code },
            { Id: housing.id, Variable: { Id: 544, Nombre: 'General, vivienda nueva y de segunda mano', Codigo: '' }, Nombre: housing.name, Codigo: '' },
            { Id: measure.id, Variable: { Id: 3, Nombre: 'Tipo de dato', Codigo: '' }, Nombre: measure.name, Codigo: '' },
          ],
          Data: quarterStarts.map((q, i) => {
            // Statistical secrecy: too few sales of new dwellings in a community's latest quarter.
            const secret = housing.name === 'Vivienda nueva' && community.code === '01' && i === quarterStarts.length - 1;
            const value = values[i];
            return {
              Fecha: madridMidnight(q),
              FK_TipoDato: i === quarterStarts.length - 1 ? 1 : 2,
              FK_Periodo: FIRST_QUARTER_PERIOD + (Number(q.slice(5, 7)) - 1) / 3,
              Anyo: Number(q.slice(0, 4)),
              Valor: secret || value === null || value === undefined ? null : Number(decimal(value, 3)),
              Secreto: secret,
            };
          }),
        });
      }
    }
  }
  return [{ path: INE_IPV_FILE, content_type: 'application/json', body: JSON.stringify(series) }];
}

export const ine: DatasetRenderer = { platform: 'ine', render };
