/** The staff API as the back office reaches it: a member's session cookie, or its sign-in page. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visit } from './settle';

/** Signs `member` in as the back office does; answers the session's cookie for the staff API. */
export async function staffCookie(
  shopUrl: string,
  member: { email: string; password: string },
): Promise<string> {
  const answer = await fetch(`${shopUrl}/api/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sillon_staff='))!
    .split(';')[0]!;
}

/** Signs `member` in on the back office's own page, then waits for its first screen. */
export async function signInToBackOffice(
  page: Page,
  shopUrl: string,
  member: { email: string; password: string },
): Promise<void> {
  await visit(page, `${shopUrl}/back-office/`);
  await page.locator('input[name="username"]').fill(member.email);
  await page.locator('input[name="password"]').fill(member.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: 'Aujourd’hui', level: 1 }).waitFor();
}
