// `npm start`'s time to its banner, as a new user meets it: `node test/bench/start-timing.mjs
// <clone> <logfile>` in a fresh `git clone` (run it twice for a restart on the same data; set PORT,
// NATS_PORT and NATS_HTTP_PORT=0 to keep off ports in use). Wall time is what a person waits; the
// CPU of the process tree is what stays comparable on a busy machine.
// Runs `npm start` in <dir>, timestamps every line, samples the CPU (user+sys, children included)
// of the whole process tree every 300 ms from /proc, and prints at each phase marker the wall time
// and the tree's cumulative CPU, with a per-process-kind breakdown. SIGINTs 1 s after the banner.
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const [dir, logFile] = process.argv.slice(2);
const log = createWriteStream(logFile);
const HZ = 100;
const t0 = Date.now();
const child = spawn('npm', ['start'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: process.env });
const seen = new Map(); // pid -> { kind, own, total, ppid, alive }
function stat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = s.lastIndexOf(')');
    const f = s.slice(close + 2).split(' ');
    const ppid = Number(f[1]);
    const u = Number(f[11]), st = Number(f[12]), cu = Number(f[13]), cs = Number(f[14]);
    return { ppid, own: (u + st) / HZ, total: (u + st + cu + cs) / HZ };
  } catch { return undefined; }
}
function kindOf(pid) {
  let cmd = '';
  try { cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '); } catch { /* the process has exited */ }
  const m = /services\/(collector-[a-z0-9-]+|embedded)\//.exec(cmd);
  if (m) return m[1].startsWith('collector') ? 'collectors' : 'embedded';
  if (/estate-samples/.test(cmd)) return 'samples';
  if (/nats-server/.test(cmd)) return 'nats-server';
  if (/tsc|typescript|turbo|openapi|build/.test(cmd)) return 'build';
  if (/pnpm|npm/.test(cmd)) return 'npm/pnpm';
  return 'other:' + cmd.slice(0, 60);
}
function sample() {
  const pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p)).map(Number);
  const parent = new Map();
  const stats = new Map();
  for (const pid of pids) { const s = stat(pid); if (s) { stats.set(pid, s); parent.set(pid, s.ppid); } }
  const inTree = (pid) => { for (let p = pid, i = 0; p && i < 50; p = parent.get(p), i++) if (p === child.pid) return true; return false; };
  for (const [pid, s] of stats) {
    const known = seen.get(pid);
    if (known || inTree(pid)) {
      const kind = known?.kind && !known.kind.startsWith('other') && known.kind !== 'npm/pnpm' ? known.kind : kindOf(pid);
      seen.set(pid, { kind, own: s.own, total: s.total, ppid: s.ppid, alive: true });
    }
  }
  for (const [pid, v] of seen) if (!stats.has(pid) && v.alive) { v.alive = false; v.orphan = !(stats.has(v.ppid) && seen.has(v.ppid)); }
}
function totals() {
  let total = 0;
  const byKind = {};
  for (const v of seen.values()) {
    if (v.alive || v.orphan) total += v.total;
    byKind[v.kind] = (byKind[v.kind] ?? 0) + v.own;
  }
  for (const k of Object.keys(byKind)) byKind[k] = Number(byKind[k].toFixed(1));
  return { cpu: Number(total.toFixed(1)), byKind };
}
const timer = setInterval(sample, 300);
const marks = [];
let warns = 0, lines = 0, ready = 0;
const MARKS = [
  ['build-start', /^\[build\]/], ['build-end', /^\[build\] (all \d+ packages up to date|\d+ compiled)/],
  ['samples-done', /^\[samples\].*(ine|uk_hpi|redfin|zillow_research|catastro|boe|zvg):/], ['nats-up', /started nats|\[nats\].*(ready|running|started)/i],
  ['streams', /streams and buckets/], ['embedded-started', /started embedded/], ['collectors-started', /started collector-zvg/],
  ['gateway-listening', /gateway listening/], ['ready', /Ctrl-C stops the stack/],
];
const onLine = (line) => {
  lines++;
  const s = ((Date.now() - t0) / 1000).toFixed(1);
  log.write(`${s} ${line}\n`);
  if (/\bWARN\b/.test(line)) warns++;
  for (const [k, re] of MARKS) if (!marks.some((m) => m.k === k) && re.test(line)) { sample(); marks.push({ k, s: Number(s), ...totals() }); log.write(`### ${k} ${JSON.stringify(marks.at(-1))}\n`); }
  if (!ready && /Ctrl-C stops the stack/.test(line)) { ready = Date.now(); setTimeout(() => process.kill(-child.pid, 'SIGINT'), 1000); }
};
createInterface({ input: child.stdout }).on('line', onLine);
createInterface({ input: child.stderr }).on('line', onLine);
child.on('exit', (code) => {
  setTimeout(() => {
    sample(); clearInterval(timer);
    const summary = { code, readyS: ready ? (ready - t0) / 1000 : null, totalS: (Date.now() - t0) / 1000, lines, warns, marks, end: totals() };
    log.write(JSON.stringify(summary) + '\n');
    process.stdout.write(`${JSON.stringify(summary, null, 1)}\n`);
    log.end();
  }, 2000);
});
