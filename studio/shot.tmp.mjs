import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1600, height: 1200 } });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('response', (r) => r.status() >= 400 && console.log('HTTP', r.status(), r.url()));
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto(process.argv[2] ?? 'http://127.0.0.1:4177/#part=step:5');
await p.waitForTimeout(15000);
await p.screenshot({ path: '/tmp/shot.png', fullPage: false });
for (const f of p.frames())
  console.log('frame', f.url(), (await f.locator('body').innerText()).slice(0, 300).replace(/\n/g, ' | '));
await b.close();
