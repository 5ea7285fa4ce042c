import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const maps = new Map();
function origin(f) { const file = f.url.split('/').pop(); if (!file.endsWith('.js')) return file || f.functionName; if (!maps.has(file)) { try { maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync('dist/apps/web/assets/' + file + '.map', 'utf8')))); } catch { maps.set(file, null); } } const m = maps.get(file); if (!m) return file; if (f.lineNumber < 0) return file; const o = m.originalPositionFor({ line: f.lineNumber + 1, column: Math.max(0, f.columnNumber) }); const src = (o.source || '').replace(/^(\.\.\/)+/, ''); const parts = src.split('/'); const i = parts.indexOf('node_modules'); const pkg = i >= 0 ? parts.slice(i + 1, i + (parts[i + 1]?.startsWith('@') ? 3 : 2)).join('/') : parts.slice(0, 4).join('/'); return pkg + ' ' + (o.name || f.functionName); }
const base = 'http://127.0.0.1:3951';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await page.goto(base + '/login');
await page.getByLabel('E-mail').fill(process.argv[3] ?? 'alicia@acme.example');
await page.getByLabel('Password', { exact: true }).fill('FacetDemo1');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/home/);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]); self.set(n.id, (self.get(n.id) ?? 0) + (dt[i] ?? 0)); }
const agg = new Map();
for (const [id, us] of self) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; agg.set(key, (agg.get(key) ?? 0) + us); }
const byUrl = new Map();
for (const [id, us] of self) { const n = byId.get(id); const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + us); }
const byOrigin = new Map(); for (const [id, us] of self) { const n = byId.get(id); const k = origin(n.callFrame).split(' ')[0]; byOrigin.set(k, (byOrigin.get(k) ?? 0) + us); }
console.log('BY ORIGIN'); for (const [k, v] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(Math.round(v / 1000), k);
const byFn = new Map(); for (const [id, us] of self) { const n = byId.get(id); const k = origin(n.callFrame); byFn.set(k, (byFn.get(k) ?? 0) + us); }
console.log('BY ORIGIN FUNCTION'); for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(Math.round(v / 1000), k);
console.log('BY FILE'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(Math.round(v / 1000), k);
console.log('BY FUNCTION'); for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(Math.round(v / 1000), k);
await browser.close();
