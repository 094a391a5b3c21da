/**
 * A customer made through the API, as the app would (captcha solved, code read from the dev
 * outbox, sign-up), for journeys that need a second person (a referrer) or a prepared account.
 */
import { createHash } from 'node:crypto';

type Captcha = { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
const json = { 'content-type': 'application/json', 'x-sillon-client': 'native' };

export async function latestCode(shopUrl: string, phone: string): Promise<string> {
  const outbox = (await (await fetch(`${shopUrl}/api/dev/sms`)).json()) as {
    messages: { phone: string; text: string; sentAt: string }[];
  };
  const newest = outbox.messages
    .filter((message) => message.phone === phone)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
  const code = newest && /(\d{6})/.exec(newest.text)?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

async function solvedCaptcha(shopUrl: string): Promise<string> {
  const captcha = (await (await fetch(`${shopUrl}/api/auth/captcha`)).json()) as Captcha;
  for (let number = 0; number <= captcha.maxnumber; number += 1) {
    if (createHash('sha256').update(`${captcha.salt}${number}`).digest('hex') === captcha.challenge) {
      const { algorithm, challenge, salt, signature } = captcha;
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString(
        'base64',
      );
    }
  }
  throw new Error('captcha not solved');
}

/** Signs a number in with the code the dev outbox holds; answers its access token. */
export async function signInCustomer(shopUrl: string, phone: string): Promise<string> {
  const started = (await (
    await fetch(`${shopUrl}/api/auth/phone/start`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ phone, captcha: await solvedCaptcha(shopUrl) }),
    })
  ).json()) as { verificationId: string };
  const signedIn = (await (
    await fetch(`${shopUrl}/api/auth/phone/confirm`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        verificationId: started.verificationId,
        code: await latestCode(shopUrl, phone),
      }),
    })
  ).json()) as { userToken: string };
  return signedIn.userToken;
}

/** Signs a new number up; answers its access token. */
export async function signUpCustomer(shopUrl: string, phone: string, firstName: string): Promise<string> {
  const userToken = await signInCustomer(shopUrl, phone);
  const signUp = await fetch(`${shopUrl}/api/users/sign-up`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${userToken}` },
    body: JSON.stringify({
      firstName,
      email: `${firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${phone.slice(-4)}@example.fr`,
      deliveryAddress: {
        fullname: `${firstName} Durand`,
        address1: '3 rue Oberkampf',
        zipcode: '75011',
        city: 'Paris',
      },
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  return userToken;
}

/** Calls the storefront's account API as this customer. */
export async function accountCall(shopUrl: string, token: string, path: string, init: RequestInit = {}) {
  const answer = await fetch(`${shopUrl}/api/v2/storefront/account/${path}`, {
    ...init,
    headers: { ...json, authorization: `Bearer ${token}` },
  });
  return answer.json() as Promise<{ data: { attributes: { referral: { referral_code: string } } } }>;
}
