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
  it('allows exactly the page’s inline scripts, by hash, and ignores JSON-LD and external scripts', () => {
    const inline = 'requestAnimationFrame(function(){})';
    const html = `<html><head><script type="application/ld+json">{"@type":"Product"}</script>
      <script src="/_expo/static/js/entry.js"></script></head><body><script>${inline}</script></body></html>`;
    const policy = pageContentSecurityPolicy(html);
    const hash = createHash('sha256').update(inline).digest('base64');
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", `'sha256-${hash}'`, 'https://js.stripe.com']),
    );
    expect(policy.match(/sha256-/g)).toHaveLength(1);
  });
});
