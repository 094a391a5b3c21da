/**
 * Security headers on every answer (@fastify/helmet): a Content Security Policy, `nosniff`,
 * `Referrer-Policy`, framing by our own pages only, HSTS in production. Server-rendered pages get
 * their policy per page (`pageContentSecurityPolicy`): the hashes of the inline scripts the shop
 * knows (its own start of the app, React's and Expo Router's), so no other inline script can run.
 * Stripe's hosts are those its security guide names for Stripe.js, its card fields, 3-D Secure
 * and wallets (Google Pay's own script and frame).
 */
import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const GOOGLE_PAY = 'https://pay.google.com';

const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...STRIPE_JS, GOOGLE_PAY],
  // react-native-web and the back office's styling write style elements and attributes at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
  // The web view of spec §2 frames a page (ours or another site's) under the shop's bar; Stripe's
  // fields, its 3-D Secure pages (hooks) and Google Pay are frames too, named for when that goes.
  'frame-src': ["'self'", 'https:', ...STRIPE_JS, 'https://hooks.stripe.com', GOOGLE_PAY],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

function policyOf(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    // Browsers remember HSTS for a year: only where the shop is served over HTTPS for good.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Product pictures appear in e-mails and in the native apps, from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Card wallets and 3-D Secure may open a window that must talk back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
}

/** Inline scripts that run (not JSON data blocks such as JSON-LD): their attributes and body. */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g;

/** React's streaming render marks when the page was revealed (React 19); the same text on every page. */
const REACT_REVEAL_TIME = 'requestAnimationFrame(function(){$RT=performance.now()});';

/**
 * Expo Router's hand-over of the page: the hydration flag, then, on pages with a loader, its data:
 * data only, one JSON string parsed.
 */
const EXPO_HYDRATION = 'globalThis.__EXPO_ROUTER_HYDRATE__=true;';
const EXPO_LOADER_DATA =
  /^globalThis\.__EXPO_ROUTER_HYDRATE__=true;\nglobalThis\.__EXPO_ROUTER_LOADER_DATA__ = JSON\.parse\(("(?:[^"\\]|\\.)*")\);?$/;

/**
 * Whether an inline script is one the shop's pages are known to carry: the shop's own (allowed by
 * a hash made when the web app was built), React's reveal time, or Expo Router's loader data when
 * it is nothing but a JSON string handed to `JSON.parse`. Anything else (a script that reached a
 * page some other way) gets no hash, so the browser refuses to run it.
 */
function isKnownInlineScript(
  attributes: string,
  body: string,
  hash: string,
  builtHashes: ReadonlySet<string>,
) {
  if (builtHashes.has(hash) || body === REACT_REVEAL_TIME) return true;
  if (attributes.trim() !== 'id="_R_"') return false;
  const loaderData = EXPO_LOADER_DATA.exec(body);
  return body === EXPO_HYDRATION || (loaderData !== null && isJsonString(loaderData[1]!));
}

function isJsonString(literal: string): boolean {
  try {
    return typeof JSON.parse(literal) === 'string';
  } catch {
    return false;
  }
}

export type PagePolicy = { policy: string; unknownScripts: number };

/**
 * The page's policy: the shop's, with the hash of each of this page's known inline scripts, and
 * how many inline scripts it left out (the caller logs them: after an upgrade of React or Expo
 * Router, a new script of theirs shows there before a page breaks).
 */
export function pageContentSecurityPolicy(html: string, builtHashes: ReadonlySet<string>): PagePolicy {
  const hashes = new Set<string>();
  let unknownScripts = 0;
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!body) continue;
    const hash = `sha256-${createHash('sha256').update(body).digest('base64')}`;
    if (isKnownInlineScript(attributes!, body, hash, builtHashes)) hashes.add(`'${hash}'`);
    else unknownScripts += 1;
  }
  return {
    policy: policyOf({ ...DIRECTIVES, 'script-src': [...DIRECTIVES['script-src']!, ...hashes] }),
    unknownScripts,
  };
}
