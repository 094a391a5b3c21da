import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 700 }, locale: 'fr-FR' });
await page.goto('http://localhost:3000/p/fruits-et-legumes-1', { waitUntil: 'networkidle' });
await page.screenshot({ path: '/tmp/h2.png', clip: { x: 0, y: 0, width: 375, height: 60 } });
const out = await page.evaluate(() => {
  const a = document.querySelector('[data-testid="cart-button"]');
  const actions = a.parentElement;
  const column = actions.parentElement;
  const r = (el) => { const b = el.getBoundingClientRect(); return [Math.round(b.left), Math.round(b.width)]; };
  return { column: r(column), brand: r(column.children[0]), actions: r(actions), items: [...actions.children].map(r), scroll: document.documentElement.scrollWidth };
});
console.log(JSON.stringify(out));
await browser.close();
