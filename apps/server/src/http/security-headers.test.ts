import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../testing/auth-test-app';
import { pageContentSecurityPolicy } from './security-headers';

describe('security headers', () => {
  let shop: AuthTestApp;
  beforeAll(async () => {
    shop = await openAuthApp();
  });
  afterAll(() => shop.close());

  it('come with every answer: a policy, nosniff, a referrer policy, framing by our pages only; no HSTS outside production', async () => {
    const answer = await shop.app.inject({ url: '/api/health' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it("let Stripe's web fields, 3-D Secure and wallets in (issue 37)", async () => {
    const answer = await shop.app.inject({ url: '/api/health' });
    const policy = String(answer.headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(/;\s*/)
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://pay.google.com']),
    );
    expect(directive('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
        'https://pay.google.com',
      ]),
    );
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });
});

describe('a page’s policy', () => {
  const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
  const scriptSrc = (policy: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith('script-src '))!
      .split(' ')
      .slice(1);
  const shopStart = 'startTheShop()';
  const builtHashes = new Set([sha(shopStart)]);
  const reactRevealTime = 'requestAnimationFrame(function(){$RT=performance.now()});';
  const loaderData = (literal: string) =>
    `globalThis.__EXPO_ROUTER_HYDRATE__=true;\nglobalThis.__EXPO_ROUTER_LOADER_DATA__ = JSON.parse(${literal});`;
  const page = (...scripts: string[]) =>
    `<html><head><script type="application/ld+json">{"@type":"Product"}</script>
      <script src="/_expo/static/js/entry.js"></script></head><body>${scripts.join('')}</body></html>`;

  it('allows Expo Router’s hydration flag alone, on pages without loader data', () => {
    const flag = 'globalThis.__EXPO_ROUTER_HYDRATE__=true;';
    const { policy, unknownScripts } = pageContentSecurityPolicy(
      page(`<script id="_R_">${flag}</script>`),
      builtHashes,
    );
    expect(scriptSrc(policy)).toContain(`'${sha(flag)}'`);
    expect(unknownScripts).toBe(0);
  });

  it('allows, by hash, the shop’s start (hashed at build time), React’s and Expo Router’s known scripts; not JSON-LD or files', () => {
    const data = loaderData(JSON.stringify(JSON.stringify({ '/index': { title: 'Accueil' } })));
    const { policy, unknownScripts } = pageContentSecurityPolicy(
      page(
        `<script data-entry="[]">${shopStart}</script>`,
        `<script>${reactRevealTime}</script>`,
        `<script id="_R_">${data}</script>`,
      ),
      builtHashes,
    );
    expect(scriptSrc(policy)).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://js.stripe.com',
        `'${sha(shopStart)}'`,
        `'${sha(reactRevealTime)}'`,
        `'${sha(data)}'`,
      ]),
    );
    expect(policy.match(/sha256-/g)).toHaveLength(3);
    expect(unknownScripts).toBe(0);
  });

  it('refuses any other inline script, even one shaped like Expo Router’s data that runs code', () => {
    const injected = [
      'alert(document.cookie)',
      `${shopStart};alert(1)`,
      loaderData('"{}"+alert(1)+"{}"'),
      loaderData('"{}");alert(("1"'),
    ];
    const { policy, unknownScripts } = pageContentSecurityPolicy(
      page(
        `<script>${injected[0]}</script>`,
        `<script>${injected[1]}</script>`,
        `<script id="_R_">${injected[2]}</script>`,
        `<script id="_R_">${injected[3]}</script>`,
        // Expo's data is only known under its own element.
        `<script>${loaderData('"{}"')}</script>`,
      ),
      builtHashes,
    );
    expect(policy).not.toMatch(/sha256-/);
    expect(unknownScripts).toBe(5);
  });
});
