/**
 * Security headers on every answer (@fastify/helmet): a Content Security Policy, `nosniff`,
 * `Referrer-Policy`, framing by our own pages only, HSTS in production. Server-rendered pages get
 * their policy per page (`pageContentSecurityPolicy`): the hashes of the page's own inline scripts
 * (the deferred start of the app, React's reveal scripts), so no other inline script can run.
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

/** Inline scripts that run (not JSON data blocks such as JSON-LD). */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The page's policy: the shop's, with the hash of each of this page's inline scripts. */
export function pageContentSecurityPolicy(html: string): string {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return policyOf({ ...DIRECTIVES, 'script-src': [...DIRECTIVES['script-src']!, ...hashes] });
}
