/** The staff API as the back office reaches it: a member's session cookie. */
import { expect } from 'vitest';

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
