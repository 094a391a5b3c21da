import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logged-url';

describe('the address a request log keeps', () => {
  it.each([
    ['/api/v2/storefront/cart?include=line_items', '/api/v2/storefront/cart?include=line_items'],
    [
      '/api/v2/storefront/account/orders/R123456789?order_token=Xk9p2',
      '/api/v2/storefront/account/orders/R123456789?order_token=…',
    ],
    ['/api/staff/customers?q=%2B33612345678&page=2', '/api/staff/customers?q=…&page=2'],
    ['/api/staff/customers?q=camille%40exemple.fr', '/api/staff/customers?q=…'],
    ['/api/bff/search?s=carottes', '/api/bff/search?s=…'],
    ['/api/content/documents/abc?preview=preview-token-0123', '/api/content/documents/abc?preview=…'],
    ['/images/products/pommes?w=500&fm=auto', '/images/products/pommes?w=500&fm=auto'],
    [
      '/api/payments/sandbox/challenges/pi_3a9f0c2b1d_secret_k2J9xQm4Lr8TzW',
      '/api/payments/sandbox/challenges/…',
    ],
    [
      '/api/catalog/products/21453961-c0c9-5a54-9e8b-a84471778f52',
      '/api/catalog/products/21453961-c0c9-5a54-9e8b-a84471778f52',
    ],
    ['/colis-de-boeuf-limousin-et-legumes-de-saison', '/colis-de-boeuf-limousin-et-legumes-de-saison'],
  ])('%s → %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});
