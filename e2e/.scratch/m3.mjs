import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 700 }, locale: 'fr-FR' });
await page.goto('http://localhost:3000/', { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => document.querySelector('[data-testid="cart-button"]').outerHTML.slice(0, 300)));
await page.getByRole('link', { name: 'Panier 0' }).click();
await page.waitForURL(/\/cart$/);
console.log('navigated', page.url());
await browser.close();
