import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NativePayload } from '@estate/collector-kit';
import type { DevelopmentObserved } from '@estate/events';
import { generate, idealistaPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { livePlan, recordedPath } from '../src/live.js';

const CONTEXT = { observedAt: '2025-03-01T09:00:00.000Z', retrievedAt: '2025-03-01T08:59:30.000Z' };
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const PAGE = 'obra-nueva/81627601.html';
const body = readFileSync(join(FIXTURES, PAGE), 'utf8');

const read = (payload: NativePayload) => parse(payload, CONTEXT);
const developmentOf = (payload: NativePayload): DevelopmentObserved | undefined => {
  const [first] = read(payload).observations;
  return first?.kind === 'development' ? first.data : undefined;
};

describe('an obra nueva promotion page', () => {
  it('reads what the page shows: name, promotora, stage in its words, delivery, homes, price span and unit ads', () => {
    const development = developmentOf({ path: PAGE, content_type: 'text/html', body });
    // Values as the page prints them: "Residencial Poblenou", "En construcción", "Fecha de entrega:
    // marzo 2027", "25 viviendas", "3 viviendas disponibles", rows at 720.000 €, "A consultar", 245.000 €.
    expect(development).toMatchObject({
      native_id: '81627601',
      name: 'Residencial Poblenou',
      url: 'https://www.idealista.com/obra-nueva/81627601/',
      developer: 'Residencial Norte Gestión',
      status: 'under_construction',
      status_text: 'En construcción',
      completion_date: '2027-03-31',
      completion_text: 'marzo 2027',
      unit_count: 25,
      units_for_sale: 3,
      price_from: { amount: '245000', currency: 'EUR', kind: 'asking' },
      price_to: { amount: '720000', currency: 'EUR', kind: 'asking' },
      listing_native_ids: ['25595486', '52967702', '66552150'],
      address: { line1: 'Rambla del Poblenou', city: 'Barcelona', region: 'Cataluña', country: 'ES' },
      country: 'ES',
    });
  });

  it('a page without its typologies table is an unexpected shape, not a crash', () => {
    const damaged = body.replace(/<section class="table__new-dev-typologies">[\s\S]*?<\/section>/, '');
    expect(damaged).not.toBe(body);
    const parsed = read({ path: PAGE, content_type: 'text/html', body: damaged });
    expect(parsed.observations).toEqual([]);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape', message: expect.stringMatching(/typologies table/) })]);
  });

  it('a page cut short is truncated, and nothing is read from it', () => {
    const parsed = read({ path: PAGE, content_type: 'text/html', body: body.slice(0, body.indexOf('table__row') + 40) });
    expect(parsed.observations).toEqual([]);
    expect(parsed.issues.map((i) => i.error_code)).toEqual(['truncated_payload']);
  });

  it('reads "2º trimestre de 2027" and "junio de 2027" as the last day of the quarter and month', () => {
    const quarter = developmentOf({ path: PAGE, content_type: 'text/html', body: body.replace('Fecha de entrega: marzo 2027', 'Fecha de entrega: 2º trimestre de 2027') });
    expect(quarter).toMatchObject({ completion_date: '2027-06-30', completion_text: '2º trimestre de 2027' });
    const month = developmentOf({ path: PAGE, content_type: 'text/html', body: body.replace('Fecha de entrega: marzo 2027', 'Fecha de entrega: junio de 2027') });
    expect(month?.completion_date).toBe('2027-06-30');
  });
});

describe('every promotion the generator renders reads back as its ground truth', () => {
  it('name, promotora, stage, delivery, homes, price span and the ads of its units', () => {
    const { listings } = generate({ seed: 42, size: 2000, platforms: ['idealista'] });
    const truth = idealistaPages.idealistaPromotions(listings);
    const pages = new Map(idealistaPages.renderer.render(listings, { pageSize: 30 }).map((p) => [p.path, p]));
    expect(truth.length).toBeGreaterThan(10);
    let checked = 0;
    for (const p of truth) {
      const page = pages.get(`${idealistaPages.PROMOTION_PATH_PREFIX}${p.id}.html`);
      expect(page, p.id).toBeDefined();
      const parsed = read(page as NativePayload);
      expect(parsed.issues).toEqual([]);
      const development = developmentOf(page as NativePayload);
      expect(development).toMatchObject({
        native_id: p.id,
        name: p.name,
        developer: p.promotora,
        status: idealistaPages.PROMOTION_STAGES[p.stage],
        status_text: p.stage,
        completion_text: p.deliveryText,
        completion_date: p.deliveryDate,
        unit_count: p.totalUnits,
        units_for_sale: p.units.length,
        listing_native_ids: p.units.map((u) => u.native_id),
        address: { city: p.city, region: expect.any(String) },
      });
      expect(development?.price_from?.amount).toBe(p.priceFrom === undefined ? undefined : String(p.priceFrom));
      expect(development?.price_to?.amount).toBe(p.priceTo === undefined ? undefined : String(p.priceTo));
      checked++;
    }
    expect(checked).toBe(truth.length);
  });

  it("a promotion's units are new-build ads on the search pages and name their promotion in their details", () => {
    const { listings } = generate({ seed: 42, size: 2000, platforms: ['idealista'] });
    const [promotion] = idealistaPages.idealistaPromotions(listings).filter((p) => p.units.length > 1);
    expect(promotion).toBeDefined();
    const payloads = idealistaPages.renderer.render(listings, { pageSize: 30 });
    const unit = promotion?.units[0];
    const detail = payloads.find((p) => p.path === idealistaPages.detailPath(unit?.native_id as string));
    const groups = (JSON.parse(detail?.body ?? '{}') as { translatedTexts: { characteristicsDescriptions: Array<{ key: string; detailFeatures: Array<{ phrase: string }> }> } }).translatedTexts.characteristicsDescriptions;
    expect(groups[0]).toMatchObject({ key: 'newDevelopment', detailFeatures: [{ phrase: promotion?.name }] });
    const cards = payloads.filter((p) => p.path.startsWith('search/')).flatMap((p) => (JSON.parse(p.body) as { elementList: Array<{ propertyCode: string; newDevelopment: boolean; url: string }> }).elementList);
    expect(cards.find((c) => c.propertyCode === unit?.native_id)).toMatchObject({ newDevelopment: true, url: `https://www.idealista.com/obra-nueva/${unit?.native_id}/` });
  });
});

describe('live, promotions are reached from the new builds of a result page', () => {
  const plan = livePlan({ baseUrl: 'http://127.0.0.1:9' });
  const noObservations = { observations: [], issues: [] };

  it('records promotion pages and town searches where the parser reads them', () => {
    expect(recordedPath('https://www.idealista.com/obra-nueva/81627601/')).toBe('obra-nueva/81627601.html');
    expect(recordedPath('https://www.idealista.com/obra-nueva/barcelona-cataluna/')).toBe('obra-nueva-busqueda/barcelona-cataluna.html');
  });

  it("follows a new build's town to its new-build search, and the search to its promotions", () => {
    const search = { path: 'search/page-0001.json', content_type: 'application/json', body: JSON.stringify({ elementList: [{ propertyCode: '25595486', newDevelopment: true, municipality: 'Barcelona', province: 'Cataluña' }, { propertyCode: '1', newDevelopment: false, municipality: 'Sevilla', province: 'Andalucía' }], actualPage: 1, totalPages: 1 }) };
    const fromSearch = plan.discover?.(search, noObservations, 'http://127.0.0.1:9/3.5/es/search?numPage=1') ?? [];
    expect(fromSearch.map((r) => r.url)).toContain('http://127.0.0.1:9/obra-nueva/barcelona-cataluna/');
    expect(fromSearch.map((r) => r.url)).not.toContain('http://127.0.0.1:9/obra-nueva/sevilla-andalucia/');

    const town = 'obra-nueva-busqueda/barcelona-cataluna.html';
    const fromTown = plan.discover?.({ path: town, content_type: 'text/html', body: readFileSync(join(FIXTURES, town), 'utf8') }, noObservations, 'http://127.0.0.1:9/obra-nueva/barcelona-cataluna/') ?? [];
    expect(fromTown.map((r) => r.url)).toContain('http://127.0.0.1:9/obra-nueva/81627601/');
    expect(fromTown).toHaveLength(9);
  });
});
