import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { screenshotPath, viewports } from './support/artifacts';
import {
  acceptTerms,
  byTestId,
  chooseBikeSlotToPayment,
  giveAddress,
  payByCard,
  photograph,
  startOrderAsNewCustomer,
  visible,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

const LEGAL_PAGES = [
  ['/cgv', 'Conditions générales de vente', 'Conditions générales de vente'],
  ['/mentions-legales', 'Mentions légales', 'Mentions légales'],
  ['/confidentialite', 'Confidentialité', 'Confidentialité et données personnelles'],
  ['/accessibilite', 'Accessibilité : partiellement conforme', 'Déclaration d’accessibilité'],
] as const;

/**
 * Issue 38: the legal pages, one click away from every page of the web shop (its footer), each
 * accessible; and the CGV ticked at payment, without which the order is not placed.
 */
describe.skipIf(!chromiumPath)('the legal pages and the CGV at payment', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;
  let productPath: string;

  beforeAll(async () => {
    browser = await launchChromium();
    const tiles = (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as {
      products: { path: string }[];
    };
    productPath = tiles.products[0]!.path;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('ends every page the server renders with the footer of the legal pages', async () => {
    for (const path of ['/', '/menu', '/p/fruits-et-legumes-1', productPath, '/cart', '/search', '/cgv']) {
      const html = await (await fetch(`${shopUrl}${path}`)).text();
      const footer = html.slice(html.indexOf('data-testid="site-footer"'));
      for (const [href] of LEGAL_PAGES) expect(footer, `${path} → ${href}`).toContain(`href="${href}"`);
    }
  });

  it('starts the footer below the first screenful, even on a short page, where nothing loading can move it', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await browser.newPage({ viewport, locale: 'fr-FR' });
      await visit(page, `${shopUrl}/pre-login`);
      await page.getByRole('button', { name: 'Continuer avec mon numéro' }).waitFor();
      const footer = await page.getByTestId('site-footer').filter({ visible: true }).first().boundingBox();
      expect(footer!.y, `${viewport.width} px`).toBeGreaterThanOrEqual(viewport.height);
      // That room is the page's, not its elements': the home's slides keep their own height.
      await visit(page, shopUrl);
      const slide = page.getByRole('link', { name: /Plus de 250 produits régénératifs/ }).first();
      expect((await slide.boundingBox())!.height, `${viewport.width} px`).toBeLessThan(200);
      await page.close();
    }
  });

  it('opens each legal page from the footer, the shop named in it, with no axe violation', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    for (const [path, link, title] of LEGAL_PAGES) {
      await visit(page, `${shopUrl}/`);
      const footer = page.getByTestId('site-footer').filter({ visible: true }).first();
      await footer.getByRole('link', { name: link }).click();
      await page.waitForURL(`${shopUrl}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).filter({ visible: true }).waitFor();
      await visible(page, /^Version du \d{1,2}(?:er)? \w+ \d{4}$/).waitFor();
      expect(await page.title()).toBe(`${title} · Sillon`);
      await photograph(page, `legal${path.replace('/', '-')}`);
      expect(await seriousAccessibilityViolations(page), path).toEqual([]);
    }
    await visible(page, /Défenseur des droits/).waitFor();
    expect(failures).toEqual([]);
    await page.close();
  });

  it(
    'asks for the CGV at payment, then places the order once they are ticked',
    { timeout: 240_000 },
    async () => {
      const page: Page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
      await startOrderAsNewCustomer(page, shopUrl, { phone: '+33644556621', firstName: 'Maëlle' });
      await giveAddress(page, { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
      await chooseBikeSlotToPayment(page);

      const terms = byTestId(page, 'terms-accept');
      await terms.waitFor();
      expect(await terms.getAttribute('aria-checked')).toBe('false');
      await byTestId(page, 'terms-version').waitFor();
      expect(await byTestId(page, 'terms-version').textContent()).toMatch(
        /^Version du \d{1,2}(?:er)? \w+ \d{4}$/,
      );
      await page.screenshot({ path: screenshotPath('legal-payment-terms-phone') });

      // Not ticked: the step refuses in its French text and sends nothing (no card, no order).
      const sent: string[] = [];
      const noteSent = (request: { url(): string }) => {
        if (/\/v1\/payment_methods|\/checkout\/(create_payment|complete)/.test(request.url())) {
          sent.push(request.url());
        }
      };
      page.on('request', noteSent);
      await byTestId(page, 'card-holder').fill('Maëlle Durand');
      await byTestId(page, 'card-number').fill('4242 4242 4242 4242');
      await byTestId(page, 'card-expiry').fill('12/30');
      await byTestId(page, 'card-cryptogram').fill('123');
      await byTestId(page, 'card-submit').click();
      await visible(
        page,
        'Pour valider votre commande, lisez et acceptez nos conditions générales de vente.',
      ).waitFor();
      expect(page.url()).toMatch(/\/payment$/);
      expect(sent).toEqual([]);
      // Said by the box too, which may be far above the « Payer » the customer pressed.
      expect(await byTestId(page, 'terms-missing').textContent()).toBe(
        'Cochez cette case pour valider votre commande.',
      );
      await photograph(page, 'legal-payment-terms-refused');
      // Not ticked, a wallet's sheet does not open at all: the box says why at once.
      await byTestId(page, 'pay-apple_pay').click();
      await page.waitForTimeout(500);
      expect(await page.getByTestId('wallet-sheet').filter({ visible: true }).count()).toBe(0);
      expect(await byTestId(page, 'terms-missing').textContent()).toBe(
        'Cochez cette case pour valider votre commande.',
      );
      page.off('request', noteSent);
      expect(sent).toEqual([]);

      await acceptTerms(page);
      await photograph(page, 'legal-payment-terms-accepted');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await payByCard(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/confirmation$/);
      await visible(page, 'Merci !').waitFor();
      await page.close();
    },
  );

  it('lists the legal pages in the menu, for the apps that show no footer', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    await visit(page, `${shopUrl}/menu`);
    const menu = page.getByRole('navigation', { name: 'Nos rayons' }).filter({ visible: true }).first();
    for (const [path, link] of LEGAL_PAGES) {
      expect(await menu.getByRole('link', { name: link, exact: true }).getAttribute('href')).toBe(path);
    }
    await page.close();
  });
});
