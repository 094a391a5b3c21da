import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 700 }, locale: 'fr-FR' });
await page.goto('http://localhost:3000/p/fruits-et-legumes-1', { waitUntil: 'networkidle' });
const adds = page.locator('[role="button"]:not([disabled])[aria-label^="Ajouter "][aria-label$=" au panier"]').filter({ visible: true });
for (let i = 0; i < 12; i++) await adds.nth(i % 3).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/header-phone.png', clip: { x: 0, y: 0, width: 375, height: 120 } });
await browser.close();
