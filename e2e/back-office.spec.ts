import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInOnTheShop } from './support/account';
import { screenshotPath } from './support/artifacts';
import { byTestId, giveAddress, startOrderAsNewCustomer, visible } from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { signInToBackOffice } from './support/staff';
import { placeBikeOrder, placePickupOrder, type PlacedOrder } from './support/storefront-order';
import { journeyShopUrl } from './support/shop';
import { reload, settle, visit } from './support/settle';

type StaffProduct = { id: string; reference: string; priceCents: number; path: string };

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const parisDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(instant));
/** `2026-12-08` → « 08/12/2026 », as the staff type a day; and back. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');
const isoDay = (typed: string) => typed.split('/').reverse().join('-');
const parisHours = (slot: { start: string; end: string }) => {
  const hour = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${hour.format(new Date(slot.start))}–${hour.format(new Date(slot.end))}`;
};

/**
 * The back office (issue 18): an admin signs in and creates a preparer; the preparer opens the
 * picking list of a slot holding two customer orders (quantities summed by rack), marks one
 * prepared; it may not leave before its slot's day (issue 36); on that day the preparer opens it
 * from the list, sends it on its way, undoes it, sends it again and delivers it, each after a
 * confirmation, and its customer sees « Livrée » in the shop and gets the e-mail. The admin opens
 * it from the list too and reads the journal in French. An admin lowers that slot's capacity to what is booked and the shop's checkout shows it
 * full; changes a price that the shop's product page shows at once; publishes a story's draft
 * after previewing it. Every back-office screen is photographed.
 */
describe.skipIf(!chromiumPath)('the back office', () => {
  const shopUrl = journeyShopUrl();
  const admin = inject('staffAdmin');
  const backOffice = `${shopUrl}/back-office`;
  const preparer = {
    email: 'paul.preparateur@sillon.test',
    name: 'Paul Préparateur',
    password: 'pommes-et-poires-42',
  };
  const failures: string[] = [];
  let browser: Browser;
  let adminContext: BrowserContext;
  let adminPage: Page;
  let first: PlacedOrder;
  let second: PlacedOrder;
  let beef: StaffProduct;
  let bread: StaffProduct;

  async function staffPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => failures.push(error.message));
    return page;
  }

  const signIn = (page: Page, member: { email: string; password: string }) =>
    signInToBackOffice(page, shopUrl, member);

  /** The whole screen at a laptop's width, once nothing is loading. */
  async function photograph(page: Page, name: string) {
    await expect.poll(() => page.locator('[role="progressbar"]').filter({ visible: true }).count()).toBe(0);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`back-office-${name}`), fullPage: true });
  }

  /** Moves the shop's clock (SHOP_CLOCK_START) by some hours; its new time. */
  async function moveShopClock(hours: number): Promise<{ now: string }> {
    const moved = await fetch(`${shopUrl}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hours }),
    });
    expect(moved.status).toBe(200);
    return (await moved.json()) as { now: string };
  }

  const menu = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
  const toast = (page: Page, text: string | RegExp) =>
    page.locator('.MuiSnackbar-root').filter({ hasText: text }).first();

  async function staffProduct(reference: string): Promise<StaffProduct> {
    const answer = await adminPage.request.get(`${shopUrl}/api/staff/products?q=${reference}`);
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as { items: StaffProduct[] };
    const product = items.find((item) => item.reference === reference);
    expect(product).toBeDefined();
    return product!;
  }

  beforeAll(async () => {
    const page = await fetch(`${backOffice}/`);
    if (page.status !== 200) {
      throw new Error(
        'The back office is not built: run `npm run build:back-office` (npm test does it for you).',
      );
    }
    browser = await launchChromium();
    adminContext = await browser.newContext({
      viewport: LAPTOP,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    adminPage = await staffPage(adminContext);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a wrong password in French, then lets the admin in', async () => {
    await visit(adminPage, `${backOffice}/orders`);
    await adminPage.waitForURL(/\/back-office\/login$/);
    await adminPage.locator('input[name="username"]').fill(admin.email);
    await adminPage.locator('input[name="password"]').fill('pas-le-bon-mot-de-passe');
    await adminPage.getByRole('button', { name: 'Se connecter' }).click();
    await toast(adminPage, 'E-mail ou mot de passe incorrect').waitFor();
    await photograph(adminPage, 'login');
    await signIn(adminPage, admin);
    // The admin's menu has every screen.
    for (const entry of [
      'Commandes',
      'Préparation',
      'Livraison',
      'Produits',
      'Contenu',
      'Équipe',
      'Journal',
      'Tâches en échec',
    ]) {
      await menu(adminPage, entry).waitFor();
    }
    // The member's menu is named by the name it shows.
    await adminPage.getByRole('button', { name: `${admin.name} : mon compte`, exact: true }).waitFor();
    const reference = (name: string) => staffProduct(name);
    [beef, bread] = await Promise.all([
      reference('boeuf-a-bourguignon'),
      reference('pain-de-campagne-au-levain'),
    ]);
  });

  it('has an admin create a preparer', async () => {
    await menu(adminPage, 'Équipe').click();
    await adminPage.waitForURL(/\/members$/);
    await adminPage.getByText(admin.name).first().waitFor();
    await adminPage.getByRole('link', { name: 'Créer' }).click();
    await adminPage.waitForURL(/\/members\/create$/);
    // A member's e-mail already: said under the field.
    await adminPage.locator('input[name="email"]').fill(admin.email);
    await adminPage.locator('input[name="name"]').fill(preparer.name);
    await adminPage.locator('input[name="password"]').fill(preparer.password);
    await adminPage.getByRole('button', { name: 'Créer le membre' }).click();
    await adminPage
      .locator('.ra-input-email')
      .getByText('Un membre de l’équipe a déjà cet e-mail.')
      .waitFor();
    await adminPage.locator('input[name="email"]').fill(preparer.email);
    await adminPage.locator('input[name="password"]').fill('trop-court');
    await adminPage.getByRole('button', { name: 'Créer le membre' }).click();
    await adminPage.getByText('Au moins 12 caractères', { exact: true }).first().waitFor();
    await adminPage.locator('input[name="password"]').fill(preparer.password);
    await photograph(adminPage, 'member-create');
    await adminPage.getByRole('button', { name: 'Créer le membre' }).click();
    await adminPage.waitForURL(/\/members$/);
    const row = adminPage.getByRole('row').filter({ hasText: preparer.email });
    await row.getByText('Préparateur', { exact: true }).waitFor();
    await photograph(adminPage, 'members');
  });

  it(
    'has the preparer pick a slot’s two orders, then prepare, send and deliver one',
    { timeout: 300_000 },
    async () => {
      // Two customers order on the same bike slot, through the storefront API: the first day's
      // last, which no other journey books, so the slot holds exactly these two orders.
      first = await placeBikeOrder(
        shopUrl,
        { phone: '+33645181801', firstName: 'Margaux' },
        [
          { productId: beef.id, quantity: 2 },
          { productId: bread.id, quantity: 1 },
        ],
        'last',
      );
      second = await placeBikeOrder(
        shopUrl,
        {
          phone: '+33645181802',
          firstName: 'Bastien',
          // A link is one long word: the picking list must still fit the screen.
          address: {
            address1: '12 rue Oberkampf',
            zipcode: '75011',
            city: 'Paris',
            delivery_instructions: `Code 4B12, 3e étage, plan : https://plans.exemple.fr/${'oberkampf-12-cour-b'.repeat(8)}`,
          },
        },
        [
          { productId: bread.id, quantity: 3 },
          { productId: beef.id, quantity: 1 },
        ],
        first.slot.id,
      );
      const slotDay = parisDay(first.slot.start);

      const context = await browser.newContext({
        viewport: LAPTOP,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
      });
      const page = await staffPage(context);
      await signIn(page, preparer);
      // A preparer's menu: no team, no content, no customers.
      await menu(page, 'Préparation').waitFor();
      for (const hidden of [
        'Équipe',
        'Journal',
        'Contenu',
        'Clients',
        'Bons de réduction',
        'Tâches en échec',
      ]) {
        expect(await menu(page, hidden).count()).toBe(0);
      }

      // A product opens for reading, with nothing to save (never « Non autorisé »).
      await menu(page, 'Produits').click();
      await page.getByRole('cell', { name: 'abricots-bergeron' }).click();
      await page.waitForURL(/\/products\/[^/]+$/);
      await expect.poll(() => page.getByLabel('Prix (€ TTC)').inputValue()).toMatch(/^\d+,\d{2}$/);
      expect(await page.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
      expect(await page.getByLabel('Prix (€ TTC)').isEditable()).toBe(false);
      expect(await page.getByLabel('Disponible à la vente').isEditable()).toBe(false);
      await photograph(page, 'product-read-only');

      await menu(page, 'Préparation').click();
      await page.waitForURL(/\/preparation/);
      await page.getByLabel('Jour', { exact: true }).fill(frenchDay(slotDay));
      await page.getByRole('combobox', { name: 'Créneau ou point relais' }).click();
      await page.getByRole('option', { name: new RegExp(`${parisHours(first.slot)} · 2 commandes`) }).click();
      const quantityOf = (product: StaffProduct) =>
        page.locator(`tr[data-product-id="${product.id}"] [data-testid="picking-quantity"]`).innerText();
      await expect.poll(() => quantityOf(beef)).toBe('3');
      expect(await quantityOf(bread)).toBe('4');
      // Grouped by rack: each product under its rack's heading.
      const rackOf = (product: StaffProduct) =>
        page.locator(`tr[data-product-id="${product.id}"]`).evaluate((row) => {
          let previous = row.previousElementSibling;
          while (previous && !previous.querySelector('th[scope="rowgroup"]'))
            previous = previous.previousElementSibling;
          return previous?.textContent ?? '';
        });
      expect(await rackOf(beef)).toMatch(/^Boucherie/);
      expect(await rackOf(bread)).toBe('Boulangerie');
      await page.getByRole('link', { name: second.number }).waitFor();
      // Issue 40: the delivery instructions given with the address, beside each customer.
      expect(
        await page.getByText('Instructions : Code 4B12, 3e étage').filter({ visible: true }).count(),
      ).toBe(2);
      const secondSwitch = await page
        .getByRole('switch', { name: `Préparée : ${second.number}` })
        .boundingBox();
      expect(secondSwitch!.x + secondSwitch!.width).toBeLessThanOrEqual(LAPTOP.width);
      // The same preparer on a phone: each order is a card with its « Préparée » switch beside
      // its number, in sight whole as the page opens (no sideways swipe), as is each product's
      // quantity.
      const phone = await browser.newContext({
        viewport: PHONE,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        storageState: await context.storageState(),
      });
      const phonePage = await staffPage(phone);
      await visit(phonePage, page.url());
      await phonePage.getByRole('list', { name: 'Commandes à préparer' }).waitFor();
      // Brought up to the middle of the screen by a vertical scroll only: a scroll into view
      // would also scroll a table sideways, as the preparer's swipe did.
      const inSightWhole = (target: Locator) =>
        target.evaluate((element) => {
          window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2);
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return box.left >= 0 && box.right <= window.innerWidth && !!hit && element.contains(hit);
        });
      for (const order of [first, second]) {
        const toggle = phonePage.getByRole('switch', { name: `Préparée : ${order.number}` });
        expect(await inSightWhole(toggle)).toBe(true);
      }
      for (const product of [beef, bread]) {
        const quantity = phonePage.locator(
          `tr[data-product-id="${product.id}"] [data-testid="picking-quantity"]`,
        );
        expect(await inSightWhole(quantity)).toBe(true);
      }
      expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await photograph(phonePage, 'preparation-phone');
      await phone.close();
      // A browser in English: the day still reads day first (« 08/12/2026 »), where a date field
      // wrote 12/08/2026, and a day typed the French way is the one shown.
      const english = await browser.newContext({
        viewport: LAPTOP,
        locale: 'en-US',
        timezoneId: 'America/New_York',
        storageState: await context.storageState(),
      });
      const englishPage = await staffPage(english);
      await visit(englishPage, page.url());
      const englishDay = englishPage.getByLabel('Jour', { exact: true });
      await expect.poll(() => englishDay.inputValue()).toBe(frenchDay(slotDay));
      const nextDay = parisDay(new Date(Date.parse(`${slotDay}T12:00:00Z`) + 86_400_000).toISOString());
      await englishDay.fill(frenchDay(nextDay));
      await englishPage.waitForURL(new RegExp(`day=${nextDay}`));
      await englishPage.getByRole('button', { name: 'Jour précédent' }).click();
      await englishPage.waitForURL(new RegExp(`day=${slotDay}`));
      await expect.poll(() => englishDay.inputValue()).toBe(frenchDay(slotDay));
      await photograph(englishPage, 'preparation-english-browser');
      await english.close();

      // Prepared short (issue 37): the bread is missing; the preparer sees what the customer pays.
      await page.getByRole('switch', { name: `Préparée : ${first.number}` }).click();
      const dialog = page.getByRole('dialog', { name: `Préparer la commande ${first.number}` });
      await dialog.getByText(/Le client paiera .*, le total de sa commande/).waitFor();
      // Prepared before its slot's cut-off: the preparer is told it closes the order to its customer.
      await dialog
        .getByTestId('prepared-before-cutoff')
        .getByText(/^Le client peut encore ajouter des produits ou annuler jusqu’au .+ Une fois préparée/)
        .waitFor();
      // Counts are whole units: half a loaf is said wrong under the field, not read as none.
      const breadCount = dialog.getByRole('textbox', {
        name: 'Quantité préparée : Pain de campagne au levain',
      });
      await breadCount.fill('0,5');
      await dialog.getByText('Un nombre entier d’unités, sans virgule.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Valider la préparation' }).isDisabled()).toBe(true);
      await breadCount.fill('0');
      await dialog.getByText(/Le client paiera .* au lieu de .* : les produits manquants/).waitFor();
      expect(await dialog.getByText('Un nombre entier d’unités, sans virgule.').count()).toBe(0);
      await photograph(page, 'preparation-short');
      // A double click prepares (and charges) once.
      const preparations: string[] = [];
      const countPreparation = (request: { url(): string; method(): string }) => {
        if (request.method() === 'POST' && request.url().endsWith(`/orders/${first.number}/prepared`))
          preparations.push(request.url());
      };
      page.on('request', countPreparation);
      await dialog.getByRole('button', { name: 'Valider la préparation' }).dblclick();
      await toast(page, `Commande ${first.number} préparée`).waitFor();
      page.off('request', countPreparation);
      expect(preparations).toHaveLength(1);
      await expect
        .poll(() => page.getByRole('switch', { name: `Préparée : ${first.number}` }).isChecked())
        .toBe(true);
      await photograph(page, 'preparation');
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: screenshotPath('back-office-preparation-print'), fullPage: true });
      expect(await page.getByRole('menuitem', { name: 'Préparation' }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });

      // Undone once the money was taken: asked first. Prepared again in full, nothing more can be
      // taken, and the dialog says so; then short again, as it was.
      await page.getByRole('switch', { name: `Préparée : ${first.number}` }).click();
      const undo = page.getByRole('dialog', { name: `Remettre la commande ${first.number} à préparer ?` });
      await undo.getByText(/Un paiement déjà pris le reste/).waitFor();
      await undo.getByRole('button', { name: 'Remettre à préparer' }).click();
      await toast(page, `Commande ${first.number} remise à préparer`).waitFor();
      await page.getByRole('switch', { name: `Préparée : ${first.number}` }).click();
      await dialog
        .getByText(/son paiement ne peut pas apporter plus, les .* restants lui sont offerts/)
        .waitFor();
      await dialog
        .getByTestId('prepared-money-note')
        .getByText(/^Le paiement a déjà été pris \(.*\) : ce qui n’est pas livré lui est remboursé/)
        .waitFor();
      await photograph(page, 'preparation-after-capture');
      await dialog.getByRole('textbox', { name: 'Quantité préparée : Pain de campagne au levain' }).fill('0');
      await dialog.getByText(/Le client paiera .* au lieu de .* : les produits manquants/).waitFor();
      await dialog.getByRole('button', { name: 'Valider la préparation' }).click();
      await expect
        .poll(() => page.getByRole('switch', { name: `Préparée : ${first.number}` }).isChecked())
        .toBe(true);

      await page.getByRole('link', { name: first.number }).click();
      await page.waitForURL(new RegExp(`/orders/${first.number}/show$`));
      await page.getByRole('heading', { name: `Commande ${first.number}` }).waitFor();
      // A preparer moves statuses; cancelling and e-mails are the support's.
      expect(await page.getByRole('button', { name: 'Annuler' }).count()).toBe(0);
      // Prepared, the order is closed to its customer; undoing it asks first, here too.
      expect(await page.getByTestId('customer-may-change').count()).toBe(0);
      await page.getByRole('button', { name: 'Remettre à préparer' }).click();
      const undoHere = page.getByRole('dialog', {
        name: `Remettre la commande ${first.number} à préparer ?`,
      });
      await undoHere.getByText(/Un paiement déjà pris le reste/).waitFor();
      await undoHere.getByRole('button', { name: 'Retour' }).click();
      await undoHere.waitFor({ state: 'hidden' });
      await page.getByText(/^Préparée le /).waitFor();
      // What was delivered was charged: less than the order's total.
      await page.getByText(/^Encaissé : /).waitFor();
      await page.getByText(/^À payer pour ce qui a été préparé : /).waitFor();
      // The day before the slot, the order may not leave: the customer may still change it.
      const leave = page.getByRole('button', { name: 'En livraison', exact: true });
      await leave.waitFor();
      expect(await leave.isDisabled()).toBe(true);
      await page.getByText(/ne peut pas encore partir en livraison.*Possible à partir du/).waitFor();
      await photograph(page, 'order-too-early');

      // The slot's day: the shop's clock moves on to it, and the preparer signs in again.
      const order = (await (
        await page.request.get(`${shopUrl}/api/staff/orders/${first.number}`)
      ).json()) as {
        moves: { to: string; notBefore: string | null }[];
      };
      const notBefore = Date.parse(order.moves[0]!.notBefore!);
      const shopNow = Date.parse((await moveShopClock(0)).now);
      const hours = Math.ceil((notBefore - shopNow) / 3_600_000);
      await moveShopClock(hours);
      try {
        // Yesterday's session may have ended (12 hours): the preparer signs in again.
        await context.clearCookies();
        await signIn(page, preparer);
        // Opened from the list (the list's row must not stand in for the order).
        await menu(page, 'Commandes').click();
        await page.waitForURL(/\/orders/);
        // By keyboard: the number is a link (a row takes no focus).
        await page.getByRole('link', { name: first.number, exact: true }).focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(new RegExp(`/orders/${first.number}/show$`));
        await page.getByRole('heading', { name: 'Historique du statut' }).waitFor();

        // A button reached by keyboard shows a ring (MUI draws only a faint ripple).
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          return `${focused.tagName} ${getComputedStyle(focused).outlineStyle}`;
        });
        expect(ring).toBe('BUTTON solid');

        // Each move says what the customer will receive, and waits for a confirmation.
        await leave.click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(`Votre commande ${first.number} est en route`).waitFor();
        await photograph(page, 'order-confirm-delivery');
        await dialog.getByRole('button', { name: 'En livraison' }).click();
        await toast(page, 'Commande partie en livraison').waitFor();
        // A wrong click is undone while the order is not delivered.
        await page.getByRole('button', { name: 'Remettre en cours' }).click();
        await dialog.getByText(/Le départ est annulé/).waitFor();
        await dialog.getByRole('button', { name: 'Remettre en cours' }).click();
        await toast(page, 'Commande remise « En cours »').waitFor();
        await leave.click();
        await dialog.getByRole('button', { name: 'En livraison' }).click();
        await toast(page, 'Commande partie en livraison').waitFor();
        await page.getByRole('button', { name: 'Livrée', exact: true }).click();
        await dialog.getByText(/C’est définitif/).waitFor();
        await photograph(page, 'order-confirm-delivered');
        await dialog.getByRole('button', { name: 'Livrée' }).click();
        await toast(page, 'Commande livrée').waitFor();
        // The customer is told, on the day (the e-mail's job is due on the shop's clock).
        await expect
          .poll(
            async () => {
              const mailbox = (await (
                await fetch(`${shopUrl}/api/dev/mail?to=${encodeURIComponent(first.email)}`)
              ).json()) as {
                messages: { subject: string }[];
              };
              return mailbox.messages.map((mail) => mail.subject);
            },
            { timeout: 30_000 },
          )
          // « En route » may be skipped: sent late, it would arrive after the order did.
          .toContain(`Votre commande ${first.number} est livrée`);
      } finally {
        await moveShopClock(-hours);
      }
      await page.locator('.MuiChip-root').filter({ hasText: 'Livrée' }).first().waitFor();
      const delivered = page.getByRole('row').filter({ hasText: 'En livraison → Livrée' });
      // The history names the member who moved the order.
      await delivered.getByRole('cell', { name: preparer.name }).waitFor();
      await photograph(page, 'order');

      await page.getByRole('link', { name: 'Bon de préparation' }).click();
      await page.waitForURL(/\/packing-slip$/);
      await page.getByRole('heading', { name: `Commande ${first.number}` }).waitFor();
      await page.getByRole('button', { name: 'Imprimer' }).waitFor();
      // Prepared short: the missing bread says none went in the bag, out of what was ordered.
      const breadRow = page.getByRole('row').filter({ hasText: 'Pain de campagne au levain' });
      expect(await breadRow.getByRole('cell').last().innerText()).toMatch(/^0 sur \d+$/);
      await page.getByText(/^3 articles · préparé par/).waitFor();
      // Each line says what the customer wants if it is missing, as the preparation dialog does.
      await page
        .getByText(/^Si manquant : (Produit similaire|Ne pas remplacer|Ce produit à la place)/)
        .first()
        .waitFor();
      await photograph(page, 'packing-slip');
      // A reload of a client route keeps the screen (the server answers the app for every path).
      await reload(page);
      await page.getByRole('heading', { name: `Commande ${first.number}` }).waitFor();
      await context.close();

      // The customer sees « Livrée » in the shop's order history.
      const shop = await browser.newContext({ viewport: { width: 375, height: 667 }, locale: 'fr-FR' });
      const shopPage = await shop.newPage();
      await signInOnTheShop(shopPage, shopUrl, first.phone, '/my-account/orders');
      await shopPage.waitForURL(/\/my-account\/orders$/);
      await visible(shopPage, first.number).waitFor();
      await visible(shopPage, 'Livrée').waitFor();
      await shopPage.screenshot({ path: screenshotPath('back-office-shop-order-delivered') });
      await shop.close();
    },
  );

  it(
    'has the admin fill the slot, which the shop’s checkout shows full, then close it: « Fermé »',
    { timeout: 300_000 },
    async () => {
      const slotDay = parisDay(first.slot.start);
      await menu(adminPage, 'Livraison').click();
      await adminPage.waitForURL(/\/delivery/);
      // The screen's first slots drawn: a day typed while they load is replaced by the screen's own.
      await expect
        .poll(() => adminPage.locator('[role="progressbar"]').filter({ visible: true }).count(), {
          timeout: 20_000,
        })
        .toBe(0);
      await adminPage.getByLabel('À partir du').waitFor();
      // The chosen days' slots, not the ones shown before the day was typed or the mode chosen (a
      // field typed into then would be replaced, and its change lost): their answer came, then
      // the screen drew it. The address changing is not enough: the screen may not have asked yet.
      const chosenSlots = adminPage.waitForResponse((response) => {
        const url = new URL(response.url());
        return (
          url.pathname === '/api/staff/slots' &&
          url.searchParams.get('from') === slotDay &&
          url.searchParams.get('mode') === 'bag'
        );
      });
      await adminPage.getByLabel('À partir du').fill(frenchDay(slotDay));
      await adminPage.getByRole('button', { name: 'Vélo' }).click();
      await adminPage.waitForURL(
        (url) => url.searchParams.get('day') === slotDay && url.searchParams.get('mode') === 'bag',
      );
      await chosenSlots;
      await expect
        .poll(() => adminPage.locator('[role="progressbar"]').filter({ visible: true }).count(), {
          timeout: 20_000,
        })
        .toBe(0);
      // The slot's own row: the shop's clock moved on to its day once, so the next day has slots too.
      const capacity = adminPage
        .locator(`tr[data-slot-id="${first.slot.id}"]`)
        .getByRole('textbox', { name: `Capacité Vélo ${parisHours(first.slot)}` });
      // A typo of a capacity is said under the field, and not sent; « 1,5 » is not read as 15.
      await capacity.fill('1,5');
      await adminPage.getByText('Un nombre entier, 0 ou plus.').waitFor();
      await capacity.fill('1000000000000');
      await adminPage.getByText(/^Au plus 10\s000\.$/).waitFor();
      await capacity.fill('1');
      expect(await adminPage.getByText(/^Au plus 10\s000\.$/).count()).toBe(0);
      // Never below what is booked (two orders): said under the field, and not sent (the server
      // refuses it too, `slot_capacity_below_booked`).
      await adminPage.getByText('Au moins 2 : les places déjà réservées.').waitFor();
      const sent: string[] = [];
      const watch = (request: { method(): string; url(): string }) => {
        if (request.method() === 'PATCH' && request.url().includes('/api/staff/slots/'))
          sent.push(request.url());
      };
      adminPage.on('request', watch);
      await capacity.press('Enter');
      await capacity.fill('2');
      adminPage.off('request', watch);
      expect(sent).toEqual([]);
      await capacity.press('Enter');
      await toast(adminPage, 'Capacité du créneau : 2').waitFor();
      // Every place booked: « Complet », as the shop says it.
      await adminPage
        .locator(`tr[data-slot-id="${first.slot.id}"]`)
        .getByText('Complet', { exact: true })
        .waitFor();
      await adminPage
        .locator(`tr[data-slot-id="${first.slot.id}"]`)
        .getByRole('button', { name: 'Réservations' })
        .click();
      await adminPage.getByRole('dialog').getByText(second.number).waitFor();
      await photograph(adminPage, 'slot-bookings');
      await adminPage.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
      await photograph(adminPage, 'delivery');

      const shop = await browser.newContext({ viewport: { width: 375, height: 667 }, locale: 'fr-FR' });
      const shopPage = await shop.newPage();
      await startOrderAsNewCustomer(shopPage, shopUrl, { phone: '+33645181803', firstName: 'Chloé' });
      await giveAddress(shopPage, { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
      await byTestId(shopPage, 'shipping-bag').click();
      await byTestId(shopPage, 'shipping-submit').click();
      await shopPage.waitForURL(/\/timeslot$/);
      const day = shopPage.getByTestId(`slot-day-${slotDay}`).filter({ visible: true });
      if ((await day.count()) > 0) await day.first().click();
      const slot = byTestId(shopPage, `slot-${first.slot.id}`);
      await slot.waitFor();
      expect(await slot.getAttribute('aria-disabled')).toBe('true');
      expect(await slot.innerText()).toContain('Complet');
      await shopPage.screenshot({ path: screenshotPath('back-office-shop-slot-full') });
      // The places again, for the journeys after this one.
      const restored = await adminPage.request.patch(`${shopUrl}/api/staff/slots/${first.slot.id}`, {
        data: { capacity: 8 },
      });
      expect(restored.status()).toBe(200);

      // Closing the slot, with its two orders: the staff are told they stay to deliver, first.
      await reload(adminPage);
      await adminPage
        .locator(`tr[data-slot-id="${first.slot.id}"]`)
        .getByRole('switch', { name: `Ouvert : Vélo ${parisHours(first.slot)}` })
        .click();
      const confirm = adminPage.getByRole('dialog');
      await confirm
        .getByText(
          '2 commandes sont déjà réservées sur ce créneau : elles restent à livrer. Fermer le créneau aux nouvelles commandes ?',
        )
        .waitFor();
      await photograph(adminPage, 'slot-close-booked');
      await confirm.getByRole('button', { name: 'Fermer le créneau' }).click();
      await toast(adminPage, 'Créneau fermé').waitFor();
      // The customer sees it closed, not full.
      await reload(shopPage);
      const closedDay = shopPage.getByTestId(`slot-day-${slotDay}`).filter({ visible: true });
      if ((await closedDay.count()) > 0) await closedDay.first().click();
      const closed = byTestId(shopPage, `slot-${first.slot.id}`);
      await closed.waitFor();
      expect(await closed.getAttribute('aria-disabled')).toBe('true');
      expect(await closed.innerText()).toContain('Fermé');
      expect(await closed.innerText()).not.toContain('Complet');
      await shopPage.screenshot({ path: screenshotPath('back-office-shop-slot-closed') });
      await shop.close();
      const reopened = await adminPage.request.patch(`${shopUrl}/api/staff/slots/${first.slot.id}`, {
        data: { closed: false },
      });
      expect(reopened.status()).toBe(200);
    },
  );

  it(
    'has the admin plan new hours for the bike rounds, then take them back',
    { timeout: 120_000 },
    async () => {
      await menu(adminPage, 'Livraison').click();
      await adminPage.waitForURL(/\/delivery/);
      const panel = adminPage.getByTestId('bike-hours');
      await panel.getByText(/: 08:00–10:00 \(8 places\) · 10:00–12:00 \(8 places\)/).waitFor();
      await panel.getByRole('button', { name: 'Changer les horaires' }).click();
      const dialog = adminPage.getByRole('dialog');
      const from = isoDay(await dialog.getByLabel('À partir du').inputValue());
      const pick = async (window: number, field: 'Début' | 'Fin', hour: string) => {
        await dialog.locator(`[data-window="${window}"]`).getByLabel(field).click();
        await adminPage.getByRole('option', { name: hour, exact: true }).click();
      };
      for (let window = 5; window >= 2; window--) {
        await dialog.getByRole('button', { name: `Retirer le créneau ${window + 1}` }).click();
      }
      // Each window says what is wrong with it under its own row.
      const problemOf = (window: number) => dialog.locator(`[data-window="${window}"]`).getByRole('alert');
      await pick(0, 'Fin', '09:00');
      await problemOf(0).filter({ hasText: 'Un créneau dure de 2 à 4 heures.' }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Enregistrer' }).isDisabled()).toBe(true);
      await pick(0, 'Fin', '12:00');
      await problemOf(1)
        .filter({ hasText: /se chevauchent/ })
        .waitFor();
      await pick(0, 'Début', '09:00');
      await pick(1, 'Fin', '18:00');
      await pick(1, 'Début', '14:00');
      expect(await dialog.getByRole('alert').count()).toBe(0);
      // The morning takes 10 orders (not 0, not half a place); the afternoon only rides on
      // Saturdays, with 3 places.
      const places = (window: number) => dialog.locator(`[data-window="${window}"]`).getByLabel('Places');
      for (const typed of ['0', '2,5']) {
        await places(0).fill(typed);
        await problemOf(0)
          .filter({ hasText: 'Un créneau compte de 1 à 99 places, en nombre entier.' })
          .waitFor();
      }
      await places(0).fill('10');
      await places(1).fill('3');
      const afternoon = dialog.locator('[data-window="1"]');
      for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']) {
        await afternoon.getByRole('button', { name: day, exact: true }).click();
      }
      await problemOf(1).filter({ hasText: 'Choisissez au moins un jour' }).waitFor();
      await afternoon.getByRole('button', { name: 'samedi', exact: true }).click();
      expect(await dialog.getByRole('alert').count()).toBe(0);
      // Too soon: the day before the first one offered is refused in French, and not sent.
      const dayBefore = new Date(Date.parse(`${from}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await dialog.getByLabel('À partir du').fill(frenchDay(dayBefore));
      // Said under the day, with the windows' problems (none here) under theirs.
      await dialog.getByText(/au plus tôt dans trois jours/).waitFor();
      expect(await dialog.getByRole('button', { name: 'Enregistrer' }).isDisabled()).toBe(true);
      await dialog.getByLabel('À partir du').fill(frenchDay(from));
      await photograph(adminPage, 'bike-hours-change');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await toast(adminPage, /Horaires changés à partir du/).waitFor();
      const planned = panel.getByText(
        /^À partir du .* : 09:00–12:00 \(10 places\) · 14:00–18:00 \(samedi, 3 places\)$/,
      );
      await planned.waitFor();
      const answer = await adminPage.request.get(`${shopUrl}/api/staff/bike-hours`);
      expect((await answer.json()).upcoming).toEqual([
        {
          from,
          windows: [
            { fromHour: 9, toHour: 12, days: [1, 2, 3, 4, 5, 6], places: 10 },
            { fromHour: 14, toHour: 18, days: [6], places: 3 },
          ],
          changeable: true,
        },
      ]);
      await photograph(adminPage, 'bike-hours');
      // Taken back, so the other journeys' days keep the shop's hours.
      await panel.getByRole('button', { name: 'Annuler ce changement' }).click();
      await adminPage.getByRole('dialog').getByRole('button', { name: 'Annuler le changement' }).click();
      await toast(adminPage, /annulé/).waitFor();
      await expect.poll(() => planned.count()).toBe(0);
    },
  );

  it(
    'has the preparer put a substitute in the bag for a short line, the customer asked, and « Ruptures » count it (issue 41)',
    { timeout: 180_000 },
    async () => {
      const slotDay = parisDay(first.slot.start);
      await visit(adminPage, `${backOffice}/preparation?day=${slotDay}&slotId=${first.slot.id}`);
      await adminPage.getByRole('switch', { name: `Préparée : ${second.number}` }).click();
      const dialog = adminPage.getByRole('dialog', { name: `Préparer la commande ${second.number}` });
      await dialog.getByText('Si manquant : Produit similaire').first().waitFor();
      // The order's gift is listed too, for the bag, though it is not counted.
      await dialog
        .getByTestId('prepared-gift')
        .getByText(/cadeau offert, à mettre dans le sac/)
        .waitFor();
      await dialog.getByRole('textbox', { name: 'Quantité préparée : Pain de campagne au levain' }).fill('1');
      // The candidates the server ranks: « Laisser de côté » first, then the similar breads.
      await dialog.getByRole('combobox').filter({ hasText: 'Laisser de côté' }).click();
      const candidate = adminPage.getByRole('option').nth(1);
      const substitute = (await candidate.innerText()).split(' · ')[0]!;
      await candidate.click();
      // Two loaves are missing: half a loaf or three are said wrong, and nothing can be sent.
      const substituteQuantity = dialog.getByRole('textbox', {
        name: 'Quantité de remplacement : Pain de campagne au levain',
      });
      expect(await substituteQuantity.inputValue()).toBe('2');
      const validate = dialog.getByRole('button', { name: 'Valider la préparation' });
      for (const [typed, reason] of [
        ['1,5', 'Un nombre entier d’unités, de 1 à 2.'],
        ['3', 'Au plus 2, ce qui manque.'],
      ] as const) {
        await substituteQuantity.fill(typed);
        await dialog.getByText(reason).waitFor();
        expect(await validate.isDisabled()).toBe(true);
      }
      await substituteQuantity.fill('2');
      await dialog.getByText(/Le client paiera au plus .* s’il refuse les remplacements/).waitFor();
      await photograph(adminPage, 'preparation-substitute');
      await dialog.getByRole('button', { name: 'Valider la préparation' }).click();
      await toast(adminPage, `Commande ${second.number} préparée`).waitFor();
      // The picking list says what replaces what, and that the customer has not answered yet.
      await adminPage
        .getByText(
          new RegExp(`Pain de campagne au levain remplacé par ${substitute} × 2 · en attente du client`),
        )
        .waitFor();

      await adminPage.getByRole('link', { name: second.number }).click();
      await adminPage.waitForURL(new RegExp(`/orders/${second.number}/show$`));
      await adminPage
        .getByText(new RegExp(`Remplacé par ${substitute} × 2 · en attente du client`))
        .waitFor();
      await adminPage.getByText(/En attente de la réponse du client aux remplacements/).waitFor();
      await photograph(adminPage, 'order-awaiting-answer');
      // Undoing it would withdraw the proposal the customer was e-mailed: the confirmation says so.
      await adminPage.getByRole('button', { name: 'Remettre à préparer' }).click();
      const undo = adminPage.getByRole('dialog', {
        name: `Remettre la commande ${second.number} à préparer ?`,
      });
      await undo.getByText(/Le client a reçu une proposition de remplacement par e-mail/).waitFor();
      await photograph(adminPage, 'order-undo-with-proposal');
      await undo.getByRole('button', { name: 'Retour' }).click();
      await undo.waitFor({ state: 'hidden' });
      // The customer is asked by e-mail.
      await expect
        .poll(async () => {
          const mailbox = (await (
            await fetch(`${shopUrl}/api/dev/mail?to=${encodeURIComponent(second.email)}`)
          ).json()) as { messages: { subject: string }[] };
          return mailbox.messages.map((mail) => mail.subject);
        })
        .toContain(`Commande ${second.number} : un produit manque, nous vous proposons un remplacement`);

      await menu(adminPage, 'Ruptures').click();
      await adminPage.waitForURL(/\/shortages/);
      const breadRow = adminPage.locator(`tr[data-product-id="${bread.id}"]`);
      await breadRow.first().waitFor();
      // The first order's missing loaf and this one's two.
      expect(await breadRow.allInnerTexts()).toEqual([
        expect.stringMatching(/Pain de campagne au levain\s+2\s+3\s+1/),
      ]);
      await photograph(adminPage, 'shortages');
    },
  );

  it('has the admin change a price that the shop shows at once', { timeout: 120_000 }, async () => {
    const balm = await staffProduct('baume-a-levres-au-miel');
    await menu(adminPage, 'Produits').click();
    await adminPage.waitForURL(/\/products/);
    await adminPage.getByPlaceholder('Nom ou référence').fill('baume');
    // The list applies a typed filter after a pause, by changing the address: a row clicked before
    // then would open the product, and the filter would bring the list back over it.
    await adminPage.waitForURL(/filter=[^&]*baume/);
    await adminPage.getByRole('cell', { name: 'baume-a-levres-au-miel' }).click();
    await adminPage.waitForURL(new RegExp(`/products/${balm.id}$`));
    const price = adminPage.getByLabel('Prix (€ TTC)');
    // Written as a price is in French, two decimals: « 4,90 », never « 4.9 ».
    await expect.poll(() => price.inputValue()).toBe((balm.priceCents / 100).toFixed(2).replace('.', ','));
    await photograph(adminPage, 'product-edit');
    // A price typed and not saved yet stays when the product is read again meanwhile (« Actualiser »,
    // or another action's refresh, after an order took some stock): the untouched stock follows.
    const read = await adminPage.request.get(`${shopUrl}/api/staff/products/${balm.id}`);
    const { stock } = (await read.json()) as { stock: number };
    await price.fill('5,40');
    const restocked = await adminPage.request.patch(`${shopUrl}/api/staff/products/${balm.id}`, {
      data: { stock: stock + 1 },
    });
    expect(restocked.status()).toBe(200);
    await adminPage.getByRole('button', { name: 'Actualiser' }).click();
    await expect
      .poll(() => adminPage.getByLabel('Stock', { exact: true }).inputValue())
      .toBe(String(stock + 1));
    expect(await price.inputValue()).toBe('5,40');
    // A third decimal is refused, saying how to write it; the French comma is read as such.
    await price.fill('5,455');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage.getByText('Écrivez un nombre, comme 4,90 (deux décimales au plus)').waitFor();
    await price.fill('5,45');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(adminPage, 'Produit enregistré').waitFor();
    expect((await staffProduct('baume-a-levres-au-miel')).priceCents).toBe(545);

    // Another member sets 5,50 € meanwhile: this form, still showing 5,45 €, does not overwrite it.
    const elsewhere = await adminPage.request.patch(`${shopUrl}/api/staff/products/${balm.id}`, {
      data: { priceCents: 550 },
    });
    expect(elsewhere.status()).toBe(200);
    await price.fill('5,60');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage
      .getByText(/modifié ce champ du produit entre-temps/)
      .first()
      .waitFor();
    await photograph(adminPage, 'product-changed-meanwhile');
    expect((await staffProduct('baume-a-levres-au-miel')).priceCents).toBe(550);
    await adminPage.reload();
    await expect.poll(() => price.inputValue()).toBe('5,50');

    // « 545 », the comma forgotten: a hundred times the price asks to be confirmed, and is kept
    // until it is; confirmed, it goes in, and going back is as unusual.
    const priceNow = async () => (await staffProduct('baume-a-levres-au-miel')).priceCents;
    const confirmation = (from: string, to: string) =>
      adminPage.getByRole('checkbox', {
        name: new RegExp(`Confirmer le nouveau prix : ${from}\\s€ → ${to}\\s€`),
      });
    await price.fill('545');
    await confirmation('5,50', '545,00').waitFor();
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage
      .getByText(/confirmez-le pour l’enregistrer/)
      .first()
      .waitFor();
    await photograph(adminPage, 'product-price-to-confirm');
    expect(await priceNow()).toBe(550);
    await confirmation('5,50', '545,00').check();
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(priceNow).toBe(54_500);
    await price.fill('5,45');
    await confirmation('545,00', '5,45').check();
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(priceNow).toBe(545);
    // A usual change asks nothing.
    await price.fill('5,40');
    expect(await adminPage.getByRole('checkbox', { name: /Confirmer le nouveau prix/ }).count()).toBe(0);
    await price.fill('5,45');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(adminPage, 'Produit enregistré').waitFor();

    // Its name and description are the staff's too: a name of emoji alone is refused under its
    // field; a new name and description reach the product's page, at the same address.
    const name = adminPage.getByLabel('Nom', { exact: true });
    await name.fill('🍯');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage.getByText('Le nom doit contenir au moins une lettre.').waitFor();
    await name.fill('Baume des lèvres au miel de lavande');
    await adminPage
      .getByLabel('Description', { exact: true })
      .fill('Cire d’abeille et miel de lavande, pour les lèvres gercées.');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(adminPage, 'Produit enregistré').waitFor();
    await adminPage.getByRole('heading', { name: 'Baume des lèvres au miel de lavande' }).waitFor();
    await photograph(adminPage, 'product-renamed');

    const shop = await browser.newContext({ viewport: { width: 375, height: 667 }, locale: 'fr-FR' });
    const shopPage = await shop.newPage();
    await visit(shopPage, `${shopUrl}${balm.path}`);
    await visible(shopPage, '5,45 €').waitFor();
    await shopPage.getByRole('heading', { name: 'Baume des lèvres au miel de lavande' }).waitFor();
    await visible(shopPage, 'Cire d’abeille et miel de lavande, pour les lèvres gercées.').waitFor();
    await shopPage.screenshot({ path: screenshotPath('back-office-shop-new-price') });
    await shop.close();

    await menu(adminPage, 'Produits').click();
    await adminPage.getByPlaceholder('Nom ou référence').fill('');
    await adminPage.getByRole('cell', { name: 'abricots-bergeron' }).waitFor();
    await photograph(adminPage, 'products');
  });

  it('has the admin publish a story’s draft after previewing it', { timeout: 120_000 }, async () => {
    const published = 'Levain, temps et blés paysans';
    const drafted = 'Levain, temps et blés paysans : le pain qui prend son temps';
    const storyUrl = `${shopUrl}/nos-articles/le-levain-et-le-temps`;
    const publicTitle = async () => {
      const html = await (await fetch(storyUrl)).text();
      return html.includes(drafted) ? drafted : html.includes(published) ? published : 'none';
    };
    expect(await publicTitle()).toBe(published);

    await menu(adminPage, 'Contenu').click();
    await adminPage.waitForURL(/\/documents/);
    await photograph(adminPage, 'documents');
    await adminPage.getByRole('cell', { name: published, exact: true }).click();
    await adminPage.getByRole('heading', { name: published }).waitFor();
    // A story without a title would be a page without a heading: refused, nothing saved.
    await adminPage.getByLabel('Titre', { exact: true }).fill('');
    await adminPage.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await toast(adminPage, 'Titre : ce champ est obligatoire.').waitFor();
    await photograph(adminPage, 'document-edit-untitled');
    await adminPage.getByLabel('Titre', { exact: true }).fill(drafted);
    await adminPage.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await toast(adminPage, 'Brouillon enregistré').waitFor();
    await adminPage.getByText('Brouillon non publié').waitFor();
    await photograph(adminPage, 'document-edit');

    // The preview shows the draft in the shop; the shop's visitors still see the published story.
    const [preview] = await Promise.all([
      adminContext.waitForEvent('page'),
      adminPage.getByRole('link', { name: 'Prévisualiser' }).click(),
    ]);
    await settle(preview);
    await preview.getByText(drafted).first().waitFor();
    await preview.screenshot({ path: screenshotPath('back-office-shop-story-preview') });
    await preview.close();
    expect(await publicTitle()).toBe(published);

    await adminPage.getByRole('button', { name: 'Publier' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Publier' }).click();
    await toast(adminPage, 'Document publié').waitFor();
    await expect.poll(publicTitle, { timeout: 15_000 }).toBe(drafted);
  });

  it('shows every other screen', { timeout: 180_000 }, async () => {
    const screens: [string, string, string | RegExp][] = [
      ['today', `/?day=${parisDay(first.slot.start)}`, 'Réservées'],
      ['orders', '/orders', first.number],
      ['racks', '/racks', 'Rayons et étagères'],
      ['vouchers', '/vouchers', 'PRINTEMPS5'],
      ['voucher-create', '/vouchers/create', 'Minimum de produits (€)'],
      ['gift-ladder', '/gift-ladder', 'Paliers'],
      ['banners', '/banners', 'Clients sans commande'],
      ['customers', '/customers', 'Margaux'],
      ['reviews', '/reviews', 'Visibilité'],
      // The latest changes first: the price journey's, above.
      ['audit', '/audit', 'Produit modifié'],
      // Nothing fails in these journeys: the screen says so (a failed job is tested on the server).
      ['failed-jobs', '/failed-jobs', /Aucune tâche en échec|Dernière erreur/],
    ];
    for (const [name, path, text] of screens) {
      await visit(adminPage, `${backOffice}${path}`);
      await adminPage.getByText(text).first().waitFor();
      await photograph(adminPage, name);
    }
    // A gift the catalogue does not have is refused under its tier's field, and nothing is saved.
    await visit(adminPage, `${backOffice}/gift-ladder`);
    const reference = adminPage.getByRole('textbox', { name: 'Référence du produit' }).nth(1);
    await reference.fill('produit-qui-nexiste-pas');
    await adminPage.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await adminPage
      .getByText('Palier 2 : aucun produit n’a la référence « produit-qui-nexiste-pas ».')
      .first()
      .waitFor();
    await photograph(adminPage, 'gift-ladder-unknown-product');
    // The section's title is required, and a threshold that is no amount is said: nothing is sent.
    const saveDraft = adminPage.getByRole('button', { name: 'Enregistrer le brouillon' });
    const title = adminPage.getByRole('textbox', { name: /^Titre de la section/ });
    const kept = await title.inputValue();
    await title.fill('');
    await adminPage.getByText('Titre de la section : ce champ est obligatoire.').first().waitFor();
    expect(await saveDraft.isDisabled()).toBe(true);
    await title.fill(kept);
    await adminPage.getByRole('textbox', { name: 'Dès (€ de produits)' }).first().fill('-10');
    await adminPage.getByText('Un nombre positif, comme 4,90').first().waitFor();
    expect(await saveDraft.isDisabled()).toBe(true);
    // On a small laptop the menu starts folded and no screen scrolls sideways: a wide list scrolls
    // within its card.
    const menuWidth = () =>
      adminPage.locator('.RaSidebar-fixed').evaluate((menu) => menu.getBoundingClientRect().width);
    await adminPage.setViewportSize({ width: 1024, height: 768 });
    try {
      for (const [name, path, text] of [
        ['orders-1024', '/orders', first.number],
        ['delivery-1024', '/delivery', 'Horaires des tournées à vélo'],
        ['customers-1024', '/customers', 'Margaux'],
      ] as const) {
        await visit(adminPage, `${backOffice}${path}`);
        await adminPage.getByText(text).first().waitFor();
        expect(await adminPage.evaluate(() => document.scrollingElement!.scrollWidth), name).toBe(1024);
        expect(await menuWidth()).toBeLessThan(100);
        await photograph(adminPage, name);
      }
    } finally {
      await adminPage.setViewportSize(LAPTOP);
    }
    // Wide again: the menu opens again with its words.
    await expect.poll(menuWidth).toBeGreaterThan(200);
    // On a phone (390 px) an order is a card whose status and total stay on the screen, and
    // neither the day's screen nor an order's page scrolls sideways.
    await adminPage.setViewportSize({ width: 390, height: 844 });
    try {
      // Narrowed at once from the laptop's open menu, the page still takes a tap and is read: no
      // menu layer left over it, nothing hidden from a screen reader.
      await expect
        .poll(() =>
          adminPage.evaluate(() => ({
            menuLayer: document.elementFromPoint(195, 600)?.closest('.MuiModal-root') !== null,
            hidden: document.querySelector('[aria-hidden="true"] main, main[aria-hidden="true"]') !== null,
          })),
        )
        .toEqual({ menuLayer: false, hidden: false });
      const rightEdge = (locator: Locator) =>
        locator.evaluate((element) => element.getBoundingClientRect().right);
      await visit(adminPage, `${backOffice}/orders`);
      const card = adminPage.getByRole('listitem').filter({ hasText: first.number });
      expect(await rightEdge(card.locator('.MuiChip-root').first())).toBeLessThanOrEqual(390);
      expect(await rightEdge(card.getByText(/\d,\d{2}\s€/).first())).toBeLessThanOrEqual(390);
      await photograph(adminPage, 'orders-390');
      for (const [name, path, text] of [
        ['today-390', `/?day=${parisDay(first.slot.start)}`, 'Réservées'],
        ['order-390', `/orders/${first.number}/show`, 'Historique du statut'],
      ] as const) {
        await visit(adminPage, `${backOffice}${path}`);
        await adminPage.getByText(text).first().waitFor();
        expect(await adminPage.evaluate(() => document.scrollingElement!.scrollWidth), name).toBe(390);
        await photograph(adminPage, name);
      }
    } finally {
      await adminPage.setViewportSize(LAPTOP);
    }
    // A code's state follows its dates: the seed's NOEL2023 has expired, ETE2031 starts in 2031.
    await visit(adminPage, `${backOffice}/vouchers`);
    for (const [code, state] of [
      ['NOEL2023', 'Expiré'],
      ['ETE2031', 'À venir'],
      ['PRINTEMPS5', 'Actif'],
    ]) {
      await adminPage
        .getByRole('row')
        .filter({ hasText: code! })
        .getByText(state!, { exact: true })
        .waitFor();
    }
    // A fixed amount changed on its page, a percentage code made (its kind and code stay in the form).
    await adminPage.getByRole('cell', { name: 'ETE2031', exact: true }).click();
    // An amount past the server's limit, however far: its reason, in euros, under the field, before
    // anything is sent.
    for (const amount of ['100000', '999999999']) {
      await adminPage.locator('input[name="amountCents"]').fill(amount);
      await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
      await adminPage
        .locator('.MuiFormHelperText-root.Mui-error')
        .filter({ hasText: 'Le montant ne peut pas dépasser 1 000 €.' })
        .waitFor();
    }
    await adminPage.locator('input[name="amountCents"]').fill('4,50');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(adminPage, 'Bon de réduction enregistré').waitFor();
    await adminPage
      .getByRole('row')
      .filter({ hasText: 'ETE2031' })
      .getByText('4,50 € de réduction')
      .waitFor();
    // Two members on one voucher: another sets its amount while this form still shows 4,50 €;
    // this form's change is refused under the field, the other's amount kept.
    await adminPage.getByRole('cell', { name: 'ETE2031', exact: true }).click();
    await adminPage.locator('input[name="amountCents"]').waitFor();
    const voucherId = /\/vouchers\/([^/?]+)/.exec(adminPage.url())![1]!;
    const meanwhile = await adminPage.request.patch(`${shopUrl}/api/staff/vouchers/${voucherId}`, {
      data: { amountCents: 600 },
    });
    expect(meanwhile.status()).toBe(200);
    await adminPage.locator('input[name="amountCents"]').fill('5');
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage
      .locator('.MuiFormHelperText-root.Mui-error')
      .filter({ hasText: 'modifié ce champ du bon entre-temps' })
      .waitFor();
    await photograph(adminPage, 'voucher-changed-meanwhile');
    await visit(adminPage, `${backOffice}/vouchers`);
    await adminPage
      .getByRole('row')
      .filter({ hasText: 'ETE2031' })
      .getByText('6,00 € de réduction')
      .waitFor();
    await visit(adminPage, `${backOffice}/vouchers/create`);
    // A code already given: the server's refusal shows under the code, then another one goes in.
    await adminPage.locator('input[name="code"]').fill('PRINTEMPS5');
    await adminPage.locator('input[name="name"]').fill('L’automne');
    await adminPage.getByRole('combobox', { name: 'Type' }).click();
    await adminPage.getByRole('option', { name: 'Pourcentage des produits' }).click();
    await adminPage.locator('input[name="percentBp"]').fill('12,5');
    await adminPage.getByRole('button', { name: 'Créer le bon' }).click();
    await adminPage
      .locator('.MuiFormHelperText-root.Mui-error')
      .filter({ hasText: 'Un bon de réduction porte déjà ce code' })
      .waitFor();
    await photograph(adminPage, 'voucher-code-taken');
    await adminPage.locator('input[name="code"]').fill('AUTOMNE15');
    await adminPage.getByRole('button', { name: 'Créer le bon' }).click();
    await toast(adminPage, 'Bon de réduction créé').waitFor();
    await adminPage
      .getByRole('row')
      .filter({ hasText: 'AUTOMNE15' })
      .getByText('12,5 % des produits')
      .waitFor();

    // An order opened from the list, as an admin: its detail, its history with the member's name.
    await visit(adminPage, `${backOffice}/orders`);
    await adminPage.getByRole('cell', { name: first.number, exact: true }).click();
    await adminPage.waitForURL(new RegExp(`/orders/${first.number}/show$`));
    await adminPage.getByRole('heading', { name: 'Historique du statut' }).waitFor();
    await adminPage.getByRole('cell', { name: preparer.name }).first().waitFor();

    // A pickup order shows the point the customer chose and its promise, never a delivery day.
    const pickup = await placePickupOrder(shopUrl, { phone: '+33645181804', firstName: 'Lina' }, [
      { productId: beef.id, quantity: 2 },
      { productId: bread.id, quantity: 1 },
    ]);
    await visit(adminPage, `${backOffice}/orders`);
    const pickupRow = adminPage.getByRole('row').filter({ hasText: pickup.number });
    await pickupRow
      .getByText(`Point relais · ${pickup.pointName} · retrait sous 3 à 5 jours ouvrés`, { exact: true })
      .waitFor();
    // Where its money stands: the card authorised, charged once the order is prepared.
    await pickupRow.getByText('Autorisé', { exact: true }).waitFor();
    await photograph(adminPage, 'orders-with-pickup');
    await pickupRow.getByRole('cell', { name: pickup.number, exact: true }).click();
    await adminPage.getByText(/^À retirer sous 3 à 5 jours ouvrés après la commande du/).waitFor();
    await photograph(adminPage, 'order-pickup');
    // Prepared, it gets the code it is handed over against: on its page and on its packing slip.
    const prepared = await adminPage.request.post(`${shopUrl}/api/staff/orders/${pickup.number}/prepared`, {
      data: { prepared: true },
    });
    expect(prepared.status(), await prepared.text()).toBe(200);
    await reload(adminPage);
    const code = adminPage.getByText(/^Code de retrait : \d{6}$/);
    await code.waitFor();
    const pickupCode = /\d{6}/.exec(await code.innerText())![0];
    await adminPage.getByRole('link', { name: 'Bon de préparation' }).click();
    await adminPage.getByText(`Code de retrait : ${pickupCode}`, { exact: true }).waitFor();

    // The journal in French: the member's name, the subject, « champ : avant → après », the outcome.
    await visit(adminPage, `${backOffice}/audit`);
    await adminPage
      .getByRole('cell', { name: `Membre ${preparer.name}` })
      .first()
      .waitFor();
    await adminPage.getByRole('combobox', { name: 'Sujet' }).click();
    await adminPage.getByRole('option', { name: 'Commande', exact: true }).click();
    await adminPage.waitForURL(/subjectType/);
    await adminPage.locator('li').filter({ hasText: 'Statut : En livraison → Livrée' }).first().waitFor();
    await adminPage.getByRole('cell', { name: 'Fait', exact: true }).first().waitFor();
    await adminPage
      .getByRole('cell', { name: `Commande ${first.number}` })
      .first()
      .waitFor();
    const journal = await adminPage.locator('#main-content').innerText();
    expect(journal).not.toMatch(/[{}"]|preparedAt|paymentState|\bstatus\b/);
    await photograph(adminPage, 'audit-orders');

    await visit(adminPage, `${backOffice}/customers`);
    await adminPage.getByRole('cell', { name: 'Margaux' }).first().click();
    await adminPage.getByRole('heading', { name: 'Commandes' }).waitFor();
    await adminPage.getByRole('link', { name: first.number }).waitFor();
    // Where the customer is delivered, with the instructions given with the address.
    await adminPage
      .getByLabel('Adresse de livraison')
      .getByText('Instructions : Code 4B12, 3e étage')
      .waitFor();
    // A minimum beyond what the shop allows is said under the field, and cannot be sent.
    const minimumOrder = adminPage.getByRole('textbox', { name: 'Minimum de commande (€)' });
    await minimumOrder.fill('99999999');
    await adminPage.getByText(/^Au plus 1\s000,00\s€\.$/).waitFor();
    expect(await adminPage.getByRole('button', { name: 'Enregistrer' }).isDisabled()).toBe(true);
    await minimumOrder.fill('');
    // Left empty, the shop's own minimum applies: the field says which.
    await adminPage.getByText(/^Vide : le minimum de la boutique, 15,00\s€$/).waitFor();
    await photograph(adminPage, 'customer');
    await visit(adminPage, `${backOffice}/banners/lead`);
    await adminPage.locator('input[name="title"]').waitFor();
    await photograph(adminPage, 'banner-edit');
    expect(failures).toEqual([]);
  });
});
