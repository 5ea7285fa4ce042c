import { chromium } from 'playwright-core';
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
console.log('BY FILE'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(Math.round(v / 1000), k);
console.log('BY FUNCTION'); for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(Math.round(v / 1000), k);
await browser.close();
