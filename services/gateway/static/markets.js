// The /markets page's script, served as a file: the pages' Content-Security-Policy runs no inline script.
/* global document, sessionStorage, URLSearchParams */
const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
// getMarketSeries pages at most 100 points; a long series is read page by page up to this many.
const MAX_PAGES = 20;
let selected;

$('key').value = sessionStorage.getItem('estate-api-key') ?? '';

function status(text, isError = false) {
  $('status').textContent = text;
  $('status').className = isError ? 'error' : '';
}

async function api(path, init = {}) {
  const key = $('key').value.trim();
  sessionStorage.setItem('estate-api-key', key);
  const response = await fetch(path, { ...init, headers: { 'x-api-key': key, ...(init.body ? { 'content-type': 'application/json' } : {}) } });
  const body = await response.json().catch(() => undefined);
  // Every failure comes in the contract's error envelope.
  if (!response.ok) throw new Error(body?.error ? `${body.error.code}: ${body.error.message}` : `HTTP ${response.status}`);
  return body;
}

$('search').addEventListener('submit', async (event) => {
  event.preventDefault();
  const request = { limit: 50 };
  if ($('query').value.trim()) request.query = $('query').value.trim();
  if ($('country').value.trim()) request.country = $('country').value.trim().toUpperCase();
  status('Searching…');
  try {
    const { data } = await api('/v1/markets/search', { method: 'POST', body: JSON.stringify(request) });
    showMarkets(data);
    status(data.length ? `${data.length} market${data.length === 1 ? '' : 's'}: pick one.` : 'No market found.');
  } catch (error) {
    status(error.message, true);
  }
});

function showMarkets(markets) {
  const list = $('markets');
  list.replaceChildren();
  for (const market of markets) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.marketId = market.id;
    button.textContent = `${market.name} · ${market.kind} · ${market.country} · ${market.metrics.length} series`;
    button.addEventListener('click', () => selectMarket(market, button));
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
  }
}

function selectMarket(market, button) {
  selected = market;
  for (const other of document.querySelectorAll('#markets button')) other.setAttribute('aria-pressed', String(other === button));
  const select = $('metric');
  select.replaceChildren();
  for (const metric of market.metrics) {
    const option = document.createElement('option');
    option.value = metric.metric;
    option.textContent = `${metric.metric} (${metric.unit}, ${metric.frequency}${metric.derived ? ', derived' : ''})`;
    select.append(option);
  }
  select.disabled = market.metrics.length === 0;
  if (market.metrics.length > 0) void plot();
}

$('metric').addEventListener('change', () => void plot());

async function plot() {
  const metric = $('metric').value;
  status(`Loading ${metric}…`);
  try {
    const points = [];
    let cursor;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ metric, limit: '100' });
      if (cursor) query.set('cursor', cursor);
      const { data, meta } = await api(`/v1/markets/${encodeURIComponent(selected.id)}/series?${query}`);
      points.push(...data);
      cursor = meta?.pagination?.next_cursor;
      if (!cursor) break;
    }
    draw(metric, points);
    status(`${selected.name}: ${points.length} point${points.length === 1 ? '' : 's'} of ${metric}${cursor ? ' (the first pages of a longer series)' : ''}.`);
  } catch (error) {
    status(error.message, true);
  }
}

function el(name, attributes, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A line over time: x from each point's period start, y from its value (decimal strings). */
function draw(metric, points) {
  const svg = $('chart');
  svg.replaceChildren();
  const series = points
    .map((p) => ({ t: Date.parse(p.period_start), v: Number(p.value), p }))
    .filter((d) => Number.isFinite(d.t) && Number.isFinite(d.v))
    .sort((a, b) => a.t - b.t);
  svg.dataset.points = String(series.length);
  svg.dataset.metric = metric;
  const [width, height] = [900, 380];
  const margin = { left: 80, right: 20, top: 30, bottom: 40 };
  if (series.length === 0) {
    svg.append(el('text', { x: width / 2, y: height / 2, 'text-anchor': 'middle' }, 'No points to plot.'));
    return;
  }
  const unit = series[0].p.unit;
  const [t0, t1] = [series[0].t, series[series.length - 1].t];
  let [v0, v1] = [Math.min(...series.map((d) => d.v)), Math.max(...series.map((d) => d.v))];
  if (v0 === v1) [v0, v1] = [v0 - 1, v1 + 1];
  const x = (t) => margin.left + (t1 === t0 ? 0.5 : (t - t0) / (t1 - t0)) * (width - margin.left - margin.right);
  const y = (v) => height - margin.bottom - ((v - v0) / (v1 - v0)) * (height - margin.top - margin.bottom);
  const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
  for (let i = 0; i <= 4; i++) {
    const v = v0 + ((v1 - v0) * i) / 4;
    svg.append(el('line', { class: 'grid', x1: margin.left, x2: width - margin.right, y1: y(v), y2: y(v) }));
    svg.append(el('text', { x: margin.left - 6, y: y(v) + 4, 'text-anchor': 'end' }, number.format(v)));
  }
  svg.append(el('line', { class: 'axis', x1: margin.left, x2: margin.left, y1: margin.top, y2: height - margin.bottom }));
  svg.append(el('line', { class: 'axis', x1: margin.left, x2: width - margin.right, y1: height - margin.bottom, y2: height - margin.bottom }));
  svg.append(el('text', { x: margin.left, y: height - margin.bottom + 18, 'text-anchor': 'start' }, series[0].p.period_start));
  svg.append(el('text', { x: width - margin.right, y: height - margin.bottom + 18, 'text-anchor': 'end' }, series[series.length - 1].p.period_start));
  svg.append(el('text', { x: margin.left, y: 18, class: 'title' }, `${selected.name} · ${metric} (${unit})`));
  svg.append(el('polyline', { class: 'line', points: series.map((d) => `${x(d.t).toFixed(1)},${y(d.v).toFixed(1)}`).join(' ') }));
  for (const d of series) {
    const dot = el('circle', { class: 'dot', cx: x(d.t).toFixed(1), cy: y(d.v).toFixed(1), r: 3 });
    dot.append(el('title', {}, `${d.p.period_start}: ${d.p.value} ${unit}`));
    svg.append(dot);
  }
}
