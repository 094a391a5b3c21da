/**
 * The account journeys' steps: a customer made through the API signs in on the shop (code read from
 * the development outbox), and the account's own calls made beside the browser, to check what the
 * server kept.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { button, byTestId, visible } from './checkout';
import { visit } from './settle';

type Outbox = { messages: { phone: string; text: string; sentAt: string }[] };

async function newestSentAt(shopUrl: string, phone: string): Promise<string> {
  const outbox = (await (await fetch(`${shopUrl}/api/dev/sms`)).json()) as Outbox;
  return outbox.messages
    .filter((message) => message.phone === phone)
    .reduce((latest, message) => (message.sentAt > latest ? message.sentAt : latest), '');
}

/** The code of an SMS sent after `after`, once it is in the outbox. */
async function codeSentAfter(shopUrl: string, phone: string, after: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${shopUrl}/api/dev/sms`)).json()) as Outbox;
      const newest = outbox.messages
        .filter((message) => message.phone === phone && message.sentAt > after)
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
      code = newest && /(\d{6})/.exec(newest.text)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * From `pre-login` to the code boxes with the customer's number, the code typed: the shop then goes
 * on by itself (to `next`, or shows why it refuses). A code asked too soon is asked again.
 */
export async function signInOnTheShop(page: Page, shopUrl: string, phone: string, next = '/my-account') {
  await visit(page, `${shopUrl}/pre-login?next=${encodeURIComponent(next)}`);
  await button(page, 'Continuer avec mon numéro').click();
  await page.waitForURL(/\/login/);
  await byTestId(page, 'phone-input').fill(`0${phone.slice(3)}`);
  const before = await newestSentAt(shopUrl, phone);
  await button(page, 'Recevoir le code').click();
  const tooSoon = page
    .getByTestId('auth-error')
    .filter({ visible: true, hasText: /Renvoyer le code dans \d+ s/ })
    .first();
  await Promise.race([visible(page, 'Saisissez le code reçu').waitFor(), tooSoon.waitFor()]);
  if (await tooSoon.isVisible()) {
    const seconds = Number(/(\d+) s/.exec(await tooSoon.innerText())?.[1]);
    await page.waitForTimeout((seconds + 1) * 1000);
    await button(page, 'Recevoir le code').click();
    await visible(page, 'Saisissez le code reçu').waitFor();
  }
  await byTestId(page, 'code-box-1').fill(await codeSentAfter(shopUrl, phone, before));
}

/** The storefront's account document, as the customer's bearer reads it. */
export async function storefrontAccount(shopUrl: string, token: string) {
  const answer = await fetch(`${shopUrl}/api/v2/storefront/account`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
}
