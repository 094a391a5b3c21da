import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 700 }, locale: 'fr-FR' });
await page.goto('http://localhost:3000/', { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => {
  const a = document.querySelector('[data-testid="cart-button"]');
  const cs = getComputedStyle(a);
  return JSON.stringify({ display: cs.display, gap: cs.gap, dir: cs.flexDirection, kids: [...a.children].map((c) => { const b = c.getBoundingClientRect(); return [c.tagName, Math.round(b.left), Math.round(b.width)]; }) });
}));
await browser.close();
