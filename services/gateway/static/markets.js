// The /markets page's script, served as a file: the pages' Content-Security-Policy runs no inline script.
/* global document, sessionStorage, URLSearchParams, window, requestAnimationFrame */
const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
// getMarketSeries pages at most 100 points; a long series is read page by page up to this many.
const MAX_PAGES = 20;
let selected;
/** The series on the chart, drawn again when the window's width changes. */
let drawn;

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
  else status(`${market.name} has no series yet: pick another market.`);
}

$('metric').addEventListener('change', () => void plot());

let resizing = false;
window.addEventListener('resize', () => {
  if (resizing || !drawn) return;
  resizing = true;
  requestAnimationFrame(() => {
    resizing = false;
    draw(drawn.metric, drawn.points);
  });
});

// Each plot's turn: a slower answer for an earlier choice (the market's first metric, then the one
// picked) must not draw over the later one.
let plotTurn = 0;

async function plot() {
  const metric = $('metric').value;
  const turn = ++plotTurn;
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
    if (turn !== plotTurn) return;
    draw(metric, points);
    status(`${selected.name}: ${points.length} point${points.length === 1 ? '' : 's'} of ${metric}${cursor ? ' (the first pages of a longer series)' : ''}.`);
  } catch (error) {
    if (turn === plotTurn) status(error.message, true);
  }
}

function el(name, attributes, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

// --- scales -------------------------------------------------------------------------------------

/** A step of 1, 2 or 5 times a power of ten that cuts `span` into about `count` parts. */
function niceStep(span, count) {
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * magnitude;
}

/** Round ticks covering [min, max]: the axis starts and ends on one. */
function valueTicks(min, max, count) {
  if (min === max) [min, max] = [min - (Math.abs(min) * 0.05 || 1), max + (Math.abs(max) * 0.05 || 1)];
  const step = niceStep(max - min, count);
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const ticks = [];
  // Multiples of the step, not sums of it: no 0.30000000000000004.
  for (let k = first; k <= last; k++) ticks.push(k * step);
  return { ticks, step };
}

const COMPACT_UNITS = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** Labels for ticks `step` apart: 700k, 702.5k, 1.2M, 0.25 — as many decimals as the step needs. */
function valueFormat(ticks, step) {
  const largest = Math.max(...ticks.map(Math.abs));
  const [divisor, suffix] = COMPACT_UNITS.find(([size]) => largest >= size) ?? [1, ''];
  const decimals = Math.min(6, Math.max(0, Math.ceil(-Math.log10(step / divisor) - 1e-9)));
  const number = new Intl.NumberFormat('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return (v) => `${number.format(v / divisor === 0 ? 0 : v / divisor)}${suffix}`;
}

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Calendar intervals for the time axis, widest first: each yields the UTC dates it ticks at within [t0, t1]. */
const TIME_INTERVALS = [
  ...[10, 5, 2, 1].map((years) => ({ unit: 'year', dates: (t0, t1) => monthly(t0, t1, 12 * years) })),
  ...[6, 3, 2, 1].map((months) => ({ unit: 'month', dates: (t0, t1) => monthly(t0, t1, months) })),
  { unit: 'day', dates: (t0, t1) => monthly(t0, t1, 1).concat(monthly(t0 - 14 * DAY, t1 - 14 * DAY, 1).map((t) => t + 14 * DAY)).filter((t) => t >= t0 && t <= t1).sort((a, b) => a - b) },
  { unit: 'day', dates: (t0, t1) => daily(t0, t1, 7) },
  { unit: 'day', dates: (t0, t1) => daily(t0, t1, 2) },
  { unit: 'day', dates: (t0, t1) => daily(t0, t1, 1) },
];

/** First days of months that are multiples of `months` from January, within [t0, t1]. */
function monthly(t0, t1, months) {
  const start = new Date(t0);
  let index = start.getUTCFullYear() * 12 + start.getUTCMonth();
  index = Math.ceil(index / months) * months;
  const dates = [];
  for (;; index += months) {
    const t = Date.UTC(Math.floor(index / 12), index % 12, 1);
    if (t > t1) return dates;
    if (t >= t0) dates.push(t);
  }
}

function daily(t0, t1, days) {
  const dates = [];
  for (let t = Math.ceil(t0 / (days * DAY)) * days * DAY; t <= t1; t += days * DAY) dates.push(t);
  return dates;
}

/**
 * The widest calendar interval with at least `wanted` dates in [t0, t1], never more than `most`
 * (what fits the axis); failing that, the one with the most dates that fit.
 */
function timeTicks(t0, t1, wanted, most) {
  let best = { unit: 'day', dates: [] };
  for (const interval of TIME_INTERVALS) {
    const dates = interval.dates(t0, t1);
    if (dates.length > most) break;
    if (dates.length > best.dates.length) best = { unit: interval.unit, dates };
    if (dates.length >= wanted) return best;
  }
  if (best.dates.length === 0) best = { unit: 'day', dates: [t0] };
  return best;
}

/** `2024`, `Nov 2024` / `Dec`, `15 Nov 2024` / `1 Dec`: the year where it starts or changes. */
function timeLabel(t, unit, previous) {
  const date = new Date(t);
  const year = date.getUTCFullYear();
  const newYear = previous === undefined || new Date(previous).getUTCFullYear() !== year;
  if (unit === 'year') return String(year);
  const month = MONTHS[date.getUTCMonth()];
  if (unit === 'month') return newYear ? `${month} ${year}` : month;
  return `${date.getUTCDate()} ${month}${newYear ? ` ${year}` : ''}`;
}

// --- chart --------------------------------------------------------------------------------------

/** A line over time: x from each point's period start, y from its value (decimal strings). */
function draw(metric, points) {
  const svg = $('chart');
  $('hint').hidden = true;
  // An SVG element has no `hidden` property: the attribute is the switch.
  svg.removeAttribute('hidden');
  svg.replaceChildren();
  drawn = { metric, points };
  const series = points
    .map((p) => ({ t: Date.parse(p.period_start), v: Number(p.value), p }))
    .filter((d) => Number.isFinite(d.t) && Number.isFinite(d.v))
    .sort((a, b) => a.t - b.t);
  svg.dataset.points = String(series.length);
  svg.dataset.metric = metric;
  // Drawn at the size it is shown, so that labels keep their size on a phone.
  const width = Math.max(280, Math.round(svg.getBoundingClientRect().width) || 900);
  const height = width < 600 ? 260 : 380;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const margin = { left: 56, right: 16, top: 30, bottom: 40 };
  if (series.length === 0) {
    svg.append(el('text', { x: width / 2, y: height / 2, 'text-anchor': 'middle' }, 'No points to plot.'));
    return;
  }
  const unit = series[0].p.unit;
  const [t0, t1] = [series[0].t, series[series.length - 1].t];
  const values = valueTicks(Math.min(...series.map((d) => d.v)), Math.max(...series.map((d) => d.v)), height < 300 ? 4 : 5);
  const [v0, v1] = [values.ticks[0], values.ticks[values.ticks.length - 1]];
  const plotWidth = width - margin.left - margin.right;
  const x = (t) => margin.left + (t1 === t0 ? 0.5 : (t - t0) / (t1 - t0)) * plotWidth;
  const y = (v) => height - margin.bottom - ((v - v0) / (v1 - v0)) * (height - margin.top - margin.bottom);
  const format = valueFormat(values.ticks, values.step);
  for (const v of values.ticks) {
    svg.append(el('line', { class: 'grid', x1: margin.left, x2: width - margin.right, y1: y(v), y2: y(v) }));
    svg.append(el('text', { class: 'y-label', x: margin.left - 6, y: y(v) + 4, 'text-anchor': 'end' }, format(v)));
  }
  svg.append(el('line', { class: 'axis', x1: margin.left, x2: margin.left, y1: margin.top, y2: height - margin.bottom }));
  svg.append(el('line', { class: 'axis', x1: margin.left, x2: width - margin.right, y1: height - margin.bottom, y2: height - margin.bottom }));
  // About 80 px a label ("15 Nov 2024" at 11 px), so that neighbours never touch.
  const times = timeTicks(t0, t1, 4, Math.max(2, Math.floor(plotWidth / 80)));
  times.dates.forEach((t, i) => {
    const at = x(t);
    svg.append(el('line', { class: 'axis', x1: at, x2: at, y1: height - margin.bottom, y2: height - margin.bottom + 4 }));
    // The first and last labels stay inside the chart.
    const anchor = at - margin.left < 30 ? 'start' : width - margin.right - at < 30 ? 'end' : 'middle';
    svg.append(el('text', { class: 'x-label', x: at, y: height - margin.bottom + 18, 'text-anchor': anchor }, timeLabel(t, times.unit, times.dates[i - 1])));
  });
  svg.append(el('text', { x: margin.left, y: 18, class: 'title' }, `${selected.name} · ${metric} (${unit})`));
  svg.append(el('polyline', { class: 'line', points: series.map((d) => `${x(d.t).toFixed(1)},${y(d.v).toFixed(1)}`).join(' ') }));
  for (const d of series) {
    const dot = el('circle', { class: 'dot', cx: x(d.t).toFixed(1), cy: y(d.v).toFixed(1), r: 3 });
    dot.append(el('title', {}, `${d.p.period_start}: ${d.p.value} ${unit}`));
    svg.append(dot);
  }
}
