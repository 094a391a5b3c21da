/**
 * Request limits: the routes a client could flood or abuse take at most so many requests per
 * window from one client (@fastify/rate-limit). A route names its limit in its config
 * (`config: { requestLimit: 'search' }`); the numbers live in `REQUEST_LIMITS` below. A refused
 * request answers 429 `too_many_requests` with `Retry-After`, in the route's error shape (Spree's
 * on the storefront). Counts live in each copy's memory, or in Redis (REDIS_URL), where every
 * copy counts together.
 *
 * What the spec defines as behaviour stays a rule of its module, with its own error: a number's
 * resend wait and hourly ban, a code's attempts, the shop-wide SMS quota (counted on SMS sent), a
 * staff account's lock after wrong passwords.
 */
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { once } from 'node:events';
import { AppError } from './app-error';

export type RequestLimit = { max: number; windowSeconds: number };

const MINUTE = 60;

/** Per client: the signed-in customer, else the address (the forwarded one behind TRUST_PROXY). */
export const REQUEST_LIMITS = {
  // An order is completed once; a declined card, a 3-D Secure challenge or a full slot make a few
  // more. Card-testing bots need hundreds.
  checkout_completion: { max: 12, windowSeconds: 15 * MINUTE },
  // Each is a card given to the processor (create_payment, the sandbox's payment methods).
  payment_creation: { max: 12, windowSeconds: 15 * MINUTE },
  // Each addition to a placed order authorises its price on the card again.
  order_additions: { max: 20, windowSeconds: 15 * MINUTE },
  // Card testing spreads over many addresses: one cart (or placed order) takes so many payment
  // attempts (cards given, completions, additions) whoever sends them.
  payments_per_cart: { max: 30, windowSeconds: 15 * MINUTE },
  // The search screen searches as the customer types (a pause of 250 ms), and several customers
  // may share a mobile operator's address: generous for people, a ceiling for scrapers.
  search: { max: 120, windowSeconds: MINUTE },
  search_suggestions: { max: 120, windowSeconds: MINUTE },
  // A customer types a code or two; trying codes by the hundred finds other customers' ones.
  promotion_codes: { max: 30, windowSeconds: 15 * MINUTE },
  // A referral link's page names the referrer and their favourites: a person opens one or two.
  referral_links: { max: 60, windowSeconds: 15 * MINUTE },
  // The address form asks as the street is typed (after a pause), a few times per address.
  address_suggestions: { max: 60, windowSeconds: MINUTE },
  // Each request sends an SMS once the captcha is solved; a person asks for one or two.
  sign_in_code: { max: 10, windowSeconds: MINUTE },
  // A code has 5 tries of its own; this bounds one client trying codes of many numbers.
  sign_in: { max: 20, windowSeconds: MINUTE },
  // A staff account locks after wrong passwords; this bounds one address trying many accounts.
  staff_sign_in: { max: 20, windowSeconds: 15 * MINUTE },
  // Every address together: a password sprayed from many addresses. A team signs in a few dozen
  // times a day; during a spray the staff wait out the window (the 429 says how long).
  staff_sign_in_overall: { max: 200, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RequestLimit>;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;

export const REQUEST_LIMIT_NAMES = Object.keys(REQUEST_LIMITS) as RequestLimitName[];

export type RequestLimitStore =
  | { kind: 'memory' }
  /** `keyPrefix` (REDIS_KEY_PREFIX) keeps shops, or test files, sharing one Redis apart. */
  | { kind: 'redis'; url: string; keyPrefix?: string };

export type RequestLimitSettings = {
  /** Numbers that differ from the table's (REQUEST_LIMITS; tests set them low or high). */
  overrides?: Partial<Record<RequestLimitName, RequestLimit>>;
  /** Each copy's memory by default. */
  store?: RequestLimitStore;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request limit this route is under (`http/request-limits.ts`). */
    requestLimit?: RequestLimitName;
    /** A second limit, counted per cart or placed order rather than per client. */
    cartLimit?: RequestLimitName;
    /** A second limit, counted over every client together. */
    sharedLimit?: RequestLimitName;
  }
}

export const DEFAULT_REDIS_KEY_PREFIX = 'sillon:';
/**
 * A limit is checked on the request's way in: a Redis that does not answer must fail the check
 * at once (the request then goes through) rather than hold the customer.
 */
const REDIS_COMMAND_TIMEOUT_MS = 250;
const REDIS_CONNECT_TIMEOUT_MS = 2000;

/** Registers the plugin and the table's limits; call before the routes. */
export async function registerRequestLimits(
  app: FastifyInstance,
  settings: RequestLimitSettings = {},
): Promise<void> {
  const limits: Record<RequestLimitName, RequestLimit> = { ...REQUEST_LIMITS, ...settings.overrides };
  const named = new Set<RequestLimitName>();
  // Before the plugin's own hook, which reads `config.rateLimit`.
  const scopedChecks = new Map<RequestLimitName, ScopedCheck>();
  const limitOf = (name: RequestLimitName, route: { method: unknown; url: string }) => {
    const limit = limits[name];
    if (!limit)
      throw new Error(`${String(route.method)} ${route.url}: no request limit is named ${String(name)}`);
    named.add(name);
    return limit;
  };
  app.addHook('onRoute', (route) => {
    const name = route.config?.requestLimit;
    const scoped = [
      { name: route.config?.cartLimit, scopeOf: cartOf },
      { name: route.config?.sharedLimit, scopeOf: () => 'everyone' },
    ];
    for (const { name: scopedName, scopeOf } of scoped) {
      if (scopedName === undefined) continue;
      // Before the body is checked: a card tester's malformed attempts count too.
      const hooks = [route.preValidation ?? []].flat();
      const limit = limitOf(scopedName, route);
      route.preValidation = [scopedLimitHook(app, scopedChecks, scopedName, limit, scopeOf), ...hooks];
    }
    if (name === undefined) return;
    const limit = limitOf(name, route);
    route.config = {
      ...route.config,
      rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 },
    };
  });
  // A limit no route names any more is a route that lost its limit (renamed, moved).
  app.addHook('onReady', async () => {
    const unused = REQUEST_LIMIT_NAMES.filter((name) => !named.has(name));
    if (unused.length > 0) throw new Error(`request limits named by no route: ${unused.join(', ')}`);
  });

  const store = settings.store ?? { kind: 'memory' };
  const redis = store.kind === 'redis' ? await openRedis(store.url, app.log) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: clientOf,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', 'too_many_requests', { seconds: Math.ceil(context.ttl / 1000) }),
    // The counts stay off the answers that pass: search answers are public and cached.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(redis && store.kind === 'redis'
      ? {
          redis,
          nameSpace: `${store.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX}request-limits:`,
          // Open rather than closed: the shop keeps selling while Redis is away (logged below),
          // and what guards money and accounts is counted in PostgreSQL by the modules' rules.
          skipOnError: true,
        }
      : {}),
  });
}

/**
 * The cart or placed order a payment request is about: the guest's order token, the order number
 * of an addition, else the signed-in customer's (their cart). None: not limited per cart.
 */
function cartOf(request: FastifyRequest): string | undefined {
  const token = request.headers['x-spree-order-token'];
  if (typeof token === 'string' && token.length > 0) return `token:${token}`;
  const number = (request.params as { number?: unknown } | undefined)?.number;
  if (typeof number === 'string') return `order:${number}`;
  return request.user?.kind === 'customer' ? `customer:${request.user.id}` : undefined;
}

type ScopedCheck = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttl: number }>;

/**
 * A limit counted by another scope than the client (a cart, everyone): the plugin's own counter
 * (`createRateLimit`), keyed by the scope, one per limit whichever route counts (a cart's cards,
 * completions and additions add up). No scope (a request about no cart): not counted.
 */
function scopedLimitHook(
  app: FastifyInstance,
  checks: Map<RequestLimitName, ScopedCheck>,
  name: RequestLimitName,
  limit: RequestLimit,
  scopeOf: (request: FastifyRequest) => string | undefined,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!scopeOf(request)) return;
    let check = checks.get(name);
    if (!check) {
      check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        keyGenerator: (counted: FastifyRequest) => `${name}:${scopeOf(counted)}`,
      }) as unknown as ScopedCheck;
      checks.set(name, check);
    }
    const counted = await check(request);
    if (!counted.isExceeded) return;
    const seconds = Math.max(1, Math.ceil(counted.ttl / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError('rate_limited', 'too_many_requests', { seconds });
  };
}

/** Who a request counts for: the signed-in customer, else the client's address (IPv6 by /64). */
function clientOf(request: FastifyRequest): string {
  const user = request.user;
  // Anonymous users are free to make: they count by address, like visitors.
  if (user?.kind === 'customer') return `customer:${user.id}`;
  return `address:${normalizeIP(request.ip)}`;
}

/**
 * A Redis client for the limits: commands fail at once while it is away (no offline queue) and
 * it reconnects by itself. Whether it answers is logged when that changes, not at every request.
 * The start waits for it briefly, so a copy counts from its first request, and goes on without.
 */
async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  let isAnswering: boolean | undefined;
  redis.on('ready', () => {
    if (isAnswering === false) log.info('Redis answers again: request limits are counted there');
    isAnswering = true;
  });
  redis.on('error', (failure: Error) => {
    if (isAnswering !== false)
      log.warn({ err: failure }, 'Redis does not answer: request limits are not applied until it does');
    isAnswering = false;
  });
  await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_CONNECT_TIMEOUT_MS) }).catch(
    () => undefined,
  );
  return redis;
}

async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    // Not connected: nothing to say goodbye to, but it must stop reconnecting.
    redis.disconnect();
  }
}

/**
 * `REQUEST_LIMITS`'s text: `name=max/window` entries, comma-separated, the window in seconds,
 * minutes or hours (`search=300/1m,sign_in_code=20/10m`); `*` names every limit.
 */
export function parseRequestLimits(
  text: string,
): { ok: true; overrides: Partial<Record<RequestLimitName, RequestLimit>> } | { ok: false; issue: string } {
  const overrides: Partial<Record<RequestLimitName, RequestLimit>> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z_*]+)=(\d+)\/(\d+)(s|m|h)$/.exec(entry);
    if (!match) return { ok: false, issue: `"${entry}" is not name=max/window (such as search=300/1m)` };
    const [, name, max, amount, unit] = match as unknown as [string, string, string, string, 's' | 'm' | 'h'];
    const names = name === '*' ? REQUEST_LIMIT_NAMES : REQUEST_LIMIT_NAMES.filter((known) => known === name);
    if (names.length === 0)
      return { ok: false, issue: `"${name}" is not a request limit (${REQUEST_LIMIT_NAMES.join(', ')})` };
    const windowSeconds = Number(amount) * { s: 1, m: MINUTE, h: 60 * MINUTE }[unit];
    if (Number(max) < 1 || windowSeconds < 1 || windowSeconds > 24 * 60 * MINUTE)
      return { ok: false, issue: `"${entry}": at least 1 request, a window from 1 s to 24 h` };
    for (const known of names) overrides[known] = { max: Number(max), windowSeconds };
  }
  return { ok: true, overrides };
}
