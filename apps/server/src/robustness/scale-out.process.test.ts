/**
 * Scale-out (issues 20 and 38, PostgreSQL): two copies of the production build behind HAProxy
 * running `deploy/haproxy.cfg` (round robin, health checks on `/api/health/ready`), every request
 * on a connection of its own so a customer's calls land on both copies. Sign-ins, OTP limits,
 * request limits (counted in Redis), sessions, idempotent payments, stock and slot capacity must
 * hold as on one copy; the copies' own request logs (the request id we send, the pid that
 * answered) show both served each part. Last, one copy stopped by SIGTERM drains while the other
 * serves, and not one request fails.
 */
import { cardFields, formOf } from '../testing/stripe-sandbox';
import { termsAcceptedAt } from '../testing/checkout-flow';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyMissing, startBalancer, type Balancer } from '../testing/haproxy';
import { openDatabase } from '../db/client';
import { generateSigningKeyPem } from '../modules/auth/auth-secrets';
import { seedDemoShop } from '../seed/seed';
import {
  scratchDatabase,
  startServerProcess,
  type ScratchDatabase,
  type ServerProcess,
} from '../testing/server-process';
import { aDeliveryMorning } from '../testing/shop-clock';
import { testKeyPrefix, testRedis } from '../testing/test-redis';

const COPIES = 2;
const CODES_PER_ADDRESS_PER_MINUTE = 6;
const OTP_REQUESTS_PER_HOUR = 3;
const BEEF = 'colis-de-boeuf-limousin';
/** The scripts' bearer (`PATCH /api/admin/products/{id}`): a stock changed so reaches every copy's catalogue. */
const ADMIN_TOKEN = randomBytes(24).toString('base64url');

/** Skips the file where HAProxy is not installed (never under CI=true: it fails there). */
const missingBalancer = haproxyMissing();

let database: ScratchDatabase;
let copies: ServerProcess[] = [];
let balancer: Balancer;
let beefId: string;
/** The copies count request limits together in Redis (REDIS_URL), TEST_REDIS_URL's. */
const redis = testRedis();

type Answer = { status: number; body: Record<string, unknown> };
type Call = {
  method?: string;
  body?: unknown;
  /** A form body (Stripe's API), sent as is. */
  form?: string;
  bearer?: string | undefined;
  orderToken?: string | undefined;
  /** The client's address as the balancer would forward it (TRUST_PROXY=loopback). */
  forwardedFor?: string;
  /** Becomes the request id, which the answering copy logs with its pid. */
  tag: string;
  /** A copy asked directly, not through the balancer (the development tools answer this machine only). */
  to?: ServerProcess;
};

let requestCount = 0;
/** Every request id sent, to wait for the copies' log lines of them. */
const sentIds: string[] = [];
/** One request on a connection of its own (no keep-alive), so the balancer picks a copy for each. */
function call(path: string, options: Call): Promise<Answer> {
  const url = new URL(path, options.to?.url ?? balancer.url);
  const payload = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const contentType = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
  requestCount += 1;
  const requestId = `${options.tag}#${requestCount}`;
  sentIds.push(requestId);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          'x-request-id': requestId,
          'x-sillon-client': 'native',
          ...(payload === undefined ? {} : { 'content-type': contentType }),
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
          ...(options.orderToken ? { 'x-spree-order-token': options.orderToken } : {}),
          ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            body = { text };
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * The pids of the copies that answered the requests whose tag starts with `prefix`, once each
 * copy's log line of each has come through its pipe (a copy logs after it answered).
 */
async function copiesThatServed(prefix: string): Promise<Map<number, number>> {
  const expected = sentIds.filter((id) => id.startsWith(prefix)).length;
  for (let waited = 0; ; waited += 1) {
    const served = new Map<number, number>();
    for (const line of copies.flatMap((copy) => copy.output.join('').split('\n'))) {
      if (!line.includes('"request completed"')) continue;
      const entry = JSON.parse(line) as { pid: number; reqId?: string };
      if (!entry.reqId?.startsWith(prefix)) continue;
      served.set(entry.pid, (served.get(entry.pid) ?? 0) + 1);
    }
    const logged = [...served.values()].reduce((sum, count) => sum + count, 0);
    if (logged >= expected || waited >= 50) return served;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const codeOf = (answer: Answer) =>
  (answer.body['code'] as string | undefined) ??
  (answer.body['error'] as { code?: string } | undefined)?.code;

async function solvedCaptcha(tag: string): Promise<string> {
  const captcha = (await call('/api/auth/captcha', { tag })).body as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
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

async function latestCode(phone: string, tag: string): Promise<string> {
  // Any copy: the outbox is in the database they share.
  const outbox = (await call('/api/dev/sms', { tag, to: copies[0] })).body as {
    messages: { phone: string; text: string; sentAt: string }[];
  };
  const newest = outbox.messages
    .filter((message) => message.phone === phone)
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
  const code = newest && /(\d{6})/.exec(newest.text)?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

const startSignIn = async (phone: string, tag: string, forwardedFor?: string) =>
  call('/api/auth/phone/start', {
    method: 'POST',
    tag,
    ...(forwardedFor ? { forwardedFor } : {}),
    body: { phone, captcha: await solvedCaptcha(tag) },
  });

/** A new customer signed up through the API as the app does; answers its tokens. */
async function signUp(phone: string, tag: string) {
  const forwardedFor = `203.0.113.${Number(phone.slice(-2)) + 1}`;
  const started = await startSignIn(phone, tag, forwardedFor);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const confirmed = await call('/api/auth/phone/confirm', {
    method: 'POST',
    tag,
    body: { verificationId: started.body['verificationId'], code: await latestCode(phone, tag) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const userToken = confirmed.body['userToken'] as string;
  const signedUp = await call('/api/users/sign-up', {
    method: 'POST',
    tag,
    bearer: userToken,
    body: {
      firstName: 'Camille',
      email: `camille.${phone.slice(-4)}@exemple.fr`,
      deliveryAddress: {
        fullname: 'Camille Durand',
        address1: '3 rue Oberkampf',
        zipcode: '75011',
        city: 'Paris',
      },
    },
  });
  expect(signedUp.status, JSON.stringify(signedUp.body)).toBeLessThan(300);
  return { userToken, refreshToken: confirmed.body['refreshToken'] as string };
}

const ADDRESS = {
  firstname: 'Camille',
  lastname: 'Martin',
  address1: '12 rue Oberkampf',
  city: 'Paris',
  zipcode: '75011',
  country_iso: 'FR',
};

type Buyer = { tag: string; bearer?: string | undefined; orderToken?: string; number?: string };

/** Cart, lines, address, a bike slot (the first open one or `slotId`), next, a card and its payment. */
async function readyToPay(buyer: Buyer, lines: { variantId: string; quantity: number }[], slotId?: string) {
  const storefront = (path: string, method: string, body?: unknown) =>
    call(`/api/v2/storefront${path}`, {
      method,
      tag: buyer.tag,
      bearer: buyer.bearer,
      orderToken: buyer.orderToken,
      ...(body === undefined ? {} : { body }),
    });
  const expectOk = (answer: Answer, step: string) => {
    if (answer.status >= 300) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
  const cart = expectOk(await storefront('/cart', 'POST'), 'cart').body as {
    data: { id: string; attributes: { token: string } };
  };
  buyer.orderToken = cart.data.attributes.token;
  buyer.number = cart.data.id;
  expectOk(
    await storefront('/cart/set_items', 'PATCH', {
      line_items_attributes: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
    }),
    'items',
  );
  expectOk(
    await storefront('/checkout', 'PATCH', {
      order: {
        email: `acheteur.${buyer.tag.replace(/\W/g, '')}@exemple.fr`,
        bill_address_attributes: ADDRESS,
        ship_address_attributes: ADDRESS,
        ...(await termsAcceptedAt(balancer.url)),
      },
    }),
    'address',
  );
  const rates = expectOk(await storefront('/checkout/shipping_rates', 'GET'), 'rates').body as {
    data: { id: string }[];
    included: {
      id: string;
      attributes: { shipping_method_code: string; delivery_slots: { id: string; is_full: boolean }[] };
    }[];
  };
  const bike = rates.included.find((rate) => rate.attributes.shipping_method_code === 'sillon-bag-delivery')!;
  expectOk(
    await storefront('/checkout', 'PATCH', {
      order: {
        shipments_attributes: [
          {
            id: rates.data[0]!.id,
            selected_shipping_rate_id: bike.id,
            delivery_slot_id: slotId ?? bike.attributes.delivery_slots.find((slot) => !slot.is_full)!.id,
          },
        ],
      },
    }),
    'delivery',
  );
  expectOk(await storefront('/checkout/next', 'PATCH'), 'next');
  const card = expectOk(
    // As Stripe's client libraries make it: form-encoded, with a publishable test key.
    await call('/v1/payment_methods', {
      method: 'POST',
      tag: buyer.tag,
      bearer: 'pk_test_scale_out',
      form: formOf(cardFields('4242424242424242')),
    }),
    'card',
  ).body as { id: string };
  expectOk(
    await storefront('/checkout/create_payment', 'POST', {
      payment_method_id: '1',
      source_attributes: { gateway_payment_profile_id: card.id, name: 'Camille Martin' },
    }),
    'payment',
  );
}

const complete = (buyer: Buyer, tag = buyer.tag) =>
  call('/api/v2/storefront/checkout/complete', {
    method: 'PATCH',
    tag,
    bearer: buyer.bearer,
    orderToken: buyer.orderToken,
  });

const setBeefStock = (stock: number) =>
  database.query('update products set stock = $1 where id = $2', [stock, beefId]);

beforeAll(async () => {
  if (missingBalancer) return;
  database = await scratchDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  await handle.migrate();
  await seedDemoShop(handle.db, { withPictures: false });
  await handle.close();
  beefId = (await database.query<{ id: string }>('select id from products where reference = $1', [BEEF]))[0]!
    .id;
  const env = {
    DATABASE_URL: database.url,
    LOG_LEVEL: 'info',
    SHOP_CLOCK_START: aDeliveryMorning().toISOString(),
    // The secrets every copy shares, as in production (none generated per copy).
    AUTH_JWT_PRIVATE_KEY: generateSigningKeyPem(),
    OTP_HMAC_KEY: randomBytes(32).toString('base64url'),
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    GENERATE_MISSING_SECRETS: 'false',
    TRUST_PROXY: 'loopback',
    ADMIN_TOKEN,
    // As `deploy/haproxy.cfg` asks: longer than its checks take to see a copy stopping.
    SHUTDOWN_DRAIN_SECONDS: '3',
    CAPTCHA_MAX_NUMBER: '1000',
    OTP_RESEND_WAIT_SECONDS: '0',
    OTP_REQUESTS_PER_HOUR: String(OTP_REQUESTS_PER_HOUR),
    // The buyers below are guests on one address (the test's): only the code requests' limit
    // is under test here.
    // Searches are asked in a loop while a copy drains: their limit is not the subject.
    REQUEST_LIMITS: `*=1000/1m,search=100000/1m,sign_in_code=${CODES_PER_ADDRESS_PER_MINUTE}/1m`,
    ...(redis.url ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: testKeyPrefix('scale-out') } : {}),
  };
  // Each copy a process of its own (own data dir), on its own port; HAProxy in front of both.
  copies = await Promise.all(
    Array.from({ length: COPIES }, (_, index) =>
      startServerProcess({ ...env, DATA_DIR: `/tmp/${database.url.split('/').pop()}-${index}` }, 120_000),
    ),
  );
  balancer = await startBalancer(copies.map((copy) => copy.url));
}, 240_000);

afterAll(async () => {
  await balancer?.stop();
  for (const copy of copies) {
    if (copy.child.exitCode === null && copy.child.signalCode === null) {
      copy.child.kill('SIGKILL');
      await copy.exited;
    }
  }
  await database?.drop();
}, 60_000);

describe.skipIf(missingBalancer !== undefined)(
  `${COPIES} server copies behind HAProxy${missingBalancer ? ` (${missingBalancer})` : ''}`,
  () => {
    it.skipIf(redis.url === undefined)(
      `counts one address's code requests across copies in Redis: the limit refuses the rest${redis.skipReason ? ` (${redis.skipReason})` : ''}`,
      async () => {
        const answers = await Promise.all(
          Array.from({ length: CODES_PER_ADDRESS_PER_MINUTE + 4 }, (_, index) =>
            startSignIn(`+336451520${String(index).padStart(2, '0')}`, 'quota'),
          ),
        );
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CODES_PER_ADDRESS_PER_MINUTE);
        const refused = answers.filter((answer) => answer.status !== 200);
        expect(refused.map((answer) => [answer.status, codeOf(answer)])).toEqual(
          refused.map(() => [429, 'too_many_requests']),
        );
        expect((await copiesThatServed('quota')).size).toBe(COPIES);
      },
    );

    it("limits a number's codes across copies, and accepts a solved captcha once", async () => {
      const phone = '+33645153001';
      const forwardedFor = '198.51.100.7';
      const answers: Answer[] = [];
      for (let index = 0; index <= OTP_REQUESTS_PER_HOUR; index += 1)
        answers.push(await startSignIn(phone, `otp-${index}`, forwardedFor));
      expect(answers.slice(0, OTP_REQUESTS_PER_HOUR).map((answer) => answer.status)).toEqual(
        Array.from({ length: OTP_REQUESTS_PER_HOUR }, () => 200),
      );
      expect([answers.at(-1)!.status, codeOf(answers.at(-1)!)]).toEqual([429, 'too_many_otp_requests']);

      const captcha = await solvedCaptcha('captcha');
      const first = await call('/api/auth/phone/start', {
        method: 'POST',
        tag: 'captcha',
        forwardedFor: '198.51.100.8',
        body: { phone: '+33645153002', captcha },
      });
      const replay = await call('/api/auth/phone/start', {
        method: 'POST',
        tag: 'captcha',
        forwardedFor: '198.51.100.8',
        body: { phone: '+33645153003', captcha },
      });
      expect([first.status, replay.status, codeOf(replay)]).toEqual([200, 400, 'captcha_failed']);
      expect((await copiesThatServed('otp-')).size).toBe(COPIES);
      expect((await copiesThatServed('captcha')).size).toBe(COPIES);
    });

    it('keeps sessions across copies: sign-in, refresh, account and orders', async () => {
      await setBeefStock(100);
      const customers = await Promise.all(
        Array.from({ length: 4 }, async (_, index) => {
          const tag = `customer-${index}`;
          const tokens = await signUp(`+336451540${index}${index}`, tag);
          const account = await call('/api/v2/storefront/account', { tag, bearer: tokens.userToken });
          expect(account.status).toBe(200);
          const refreshed = await call('/api/auth/refresh', {
            method: 'POST',
            tag,
            body: { refreshToken: tokens.refreshToken },
          });
          expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
          const buyer: Buyer = { tag, bearer: refreshed.body['userToken'] as string };
          await readyToPay(buyer, [{ variantId: beefId, quantity: 1 }]);
          const placed = await complete(buyer);
          expect(placed.status, JSON.stringify(placed.body)).toBe(200);
          const orders = await call('/api/v2/storefront/account/orders', { tag, bearer: buyer.bearer });
          expect(orders.status).toBe(200);
          expect((orders.body['data'] as { id: string }[]).map((order) => order.id)).toEqual([buyer.number]);
          return tag;
        }),
      );
      // Every customer's calls went through both copies.
      for (const tag of customers) expect((await copiesThatServed(`${tag}#`)).size).toBe(COPIES);
    });

    it('places one order and charges once when the same payment is confirmed on both copies at once', async () => {
      await setBeefStock(100);
      const buyer: Buyer = { tag: 'twice' };
      await readyToPay(buyer, [{ variantId: beefId, quantity: 1 }]);
      const answers = await Promise.all(Array.from({ length: 6 }, () => complete(buyer, 'twice-complete')));
      expect((await copiesThatServed('twice-complete')).size).toBe(COPIES);
      // Each answer is the placed order (the same one) or, once it is placed, Spree's 404 for no open cart.
      const others = answers.filter((answer) => answer.status !== 200 && answer.status !== 404);
      expect(others.map((answer) => [answer.status, JSON.stringify(answer.body)])).toEqual([]);
      const numbers = answers
        .filter((answer) => answer.status === 200)
        .map((answer) => (answer.body['data'] as { id: string }).id);
      expect(numbers.length).toBeGreaterThan(0);
      expect(new Set(numbers)).toEqual(new Set([buyer.number]));
      const [orders] = await database.query<{ n: number }>(
        `select count(*)::int as n from carts where number = $1 and state = 'complete'`,
        [buyer.number],
      );
      expect(orders!.n).toBe(1);
      // Held once on the card (the money is taken when the order is prepared).
      const charges = await database.query(
        `select id from sandbox_payment_intents where reference = $1 and status = 'requires_capture'`,
        [buyer.number],
      );
      expect(charges).toHaveLength(1);
      const [stock] = await database.query<{ stock: number }>('select stock from products where id = $1', [
        beefId,
      ]);
      expect(stock!.stock).toBe(99);
    });

    it('sells 5 units to exactly 5 of 20 buyers completing across copies', async () => {
      await setBeefStock(100);
      // Places for everyone: only the stock may refuse here.
      await database.query(`update delivery_slots set capacity = booked + 100 where mode = 'bag'`);
      const buyers: Buyer[] = Array.from({ length: 20 }, (_, index) => ({ tag: `stock-${index}` }));
      await Promise.all(buyers.map((buyer) => readyToPay(buyer, [{ variantId: beefId, quantity: 1 }])));
      await setBeefStock(5);

      const answers = await Promise.all(buyers.map((buyer) => complete(buyer, 'stock-complete')));

      expect((await copiesThatServed('stock-complete')).size).toBe(COPIES);
      const placed = buyers.filter((_, index) => answers[index]!.status === 200);
      expect(placed).toHaveLength(5);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => [answer.status, codeOf(answer)])).toEqual(
        refused.map(() => [422, 'unavailable_products']),
      );
      const [stock] = await database.query<{ stock: number }>('select stock from products where id = $1', [
        beefId,
      ]);
      expect(stock!.stock).toBe(0);
      const charged = await database.query<{ reference: string }>(
        `select reference from sandbox_payment_intents where reference = any($1) and status = 'requires_capture'`,
        [buyers.map((buyer) => buyer.number)],
      );
      expect(charged.map((row) => row.reference).sort()).toEqual(placed.map((buyer) => buyer.number).sort());
    });

    it("books a slot's 2 places for exactly 2 of 8 buyers completing across copies", async () => {
      await setBeefStock(100);
      const [slot] = await database.query<{ id: string }>(
        `select id from delivery_slots where mode = 'bag' and booked = 0 and closed_at is null
        order by starts_at desc limit 1`,
      );
      await database.query('update delivery_slots set capacity = 2 where id = $1', [slot!.id]);
      const buyers: Buyer[] = Array.from({ length: 8 }, (_, index) => ({ tag: `slot-${index}` }));
      await Promise.all(
        buyers.map((buyer) => readyToPay(buyer, [{ variantId: beefId, quantity: 1 }], slot!.id)),
      );

      const answers = await Promise.all(buyers.map((buyer) => complete(buyer, 'slot-complete')));

      expect((await copiesThatServed('slot-complete')).size).toBe(COPIES);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => [answer.status, codeOf(answer)])).toEqual(
        refused.map(() => [409, 'slot_full']),
      );
      const [booked] = await database.query<{ booked: number; bookings: number }>(
        `select booked, (select count(*)::int from delivery_slot_bookings where slot_id = $1) as bookings
         from delivery_slots where id = $1`,
        [slot!.id],
      );
      expect(booked).toEqual({ booked: 2, bookings: 2 });
    });

    it('drains a copy stopped by SIGTERM without a failed request while the other serves', async () => {
      // Enough bread, and of the infusion every first order gets as a gift, for every buyer: set as
      // the staff's scripts do, so every copy's catalogue learns it. And room in every bike slot
      // (slots are made when first asked for: one buyer asks first).
      const products = await database.query<{ id: string; reference: string }>(
        'select id, reference from products where reference = any($1)',
        [['pain-de-campagne-au-levain', 'infusion-du-soir']],
      );
      for (const product of products) {
        const restocked = await call(`/api/admin/products/${product.id}`, {
          method: 'PATCH',
          tag: 'drain-setup',
          bearer: ADMIN_TOKEN,
          body: { stock: 10_000 },
        });
        expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
      }
      const bread = products.find((product) => product.reference === 'pain-de-campagne-au-levain');
      const breadLines = [{ variantId: bread!.id, quantity: 4 }];
      await readyToPay({ tag: 'drain-setup' }, breadLines);
      await database.query(`update delivery_slots set capacity = booked + 1000 where mode = 'bag'`);
      const [leaving, staying] = copies as [ServerProcess, ServerProcess];
      const failures: string[] = [];
      let isRunning = true;
      /** Requests one after another until told to stop, each failure kept with what it was. */
      const keepCalling = async (name: string, request: (tag: string) => Promise<Answer | undefined>) => {
        for (let round = 0; isRunning; round += 1) {
          const tag = `drain-${name}-${round}`;
          try {
            const answer = await request(tag);
            if (answer && answer.status !== 200)
              failures.push(`${tag}: ${answer.status} ${JSON.stringify(answer.body)}`);
          } catch (failure) {
            failures.push(`${tag}: ${String(failure)}`);
          }
        }
      };
      const browsing = Array.from({ length: 3 }, (_, index) =>
        keepCalling(`browse${index}`, (tag) =>
          call(`/api/bff/search?q=${['pain', 'miel', 'pomme'][index]}`, {
            tag,
            forwardedFor: `192.0.2.${index + 1}`,
          }),
        ),
      );
      const buying = Array.from({ length: 2 }, (_, index) =>
        keepCalling(`buy${index}`, async (tag) => {
          const buyer: Buyer = { tag };
          await readyToPay(buyer, breadLines);
          return complete(buyer);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));

      leaving.child.kill('SIGTERM');
      expect(await leaving.exited).toBe(0);
      const requestsAtExit = requestCount;
      // The other copy goes on serving alone.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      isRunning = false;
      await Promise.all([...browsing, ...buying]);

      expect(failures).toEqual([]);
      expect(await balancer.copyStates()).toEqual({ copy1: 'DOWN', copy2: 'UP' });
      // The leaving copy served on after the signal, while the balancer took it out.
      const leavingLog = leaving.output.join('');
      const draining = leavingLog.indexOf('stopping: no longer ready, draining');
      expect(draining).toBeGreaterThan(-1);
      const servedWhileDraining = leavingLog
        .slice(draining)
        .split('\n')
        .filter((line) => line.includes('"request completed"') && line.includes('"reqId":"drain-'));
      expect(servedWhileDraining.length).toBeGreaterThan(0);
      // Then the staying one served alone, after the other's exit.
      expect((await copiesThatServed('drain-')).size).toBe(COPIES);
      const servedAfterExit = staying.output
        .join('')
        .split('\n')
        .filter((line) => line.includes('"request completed"') && line.includes('"reqId":"drain-'))
        .filter((line) => Number(/#(\d+)"/.exec(line)?.[1]) > requestsAtExit);
      expect(servedAfterExit.length).toBeGreaterThan(0);

      staying.child.kill('SIGTERM');
      expect(await staying.exited).toBe(0);
    });
  },
);
