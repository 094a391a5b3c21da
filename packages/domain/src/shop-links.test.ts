import { describe, expect, it } from 'vitest';
import { isShopPath, webViewAddress } from './shop-links';

describe('isShopPath', () => {
  it.each(['/', '/my-account/vouchers', '/recettes/soupe?x=1#haut'])('takes %s', (link) => {
    expect(isShopPath(link)).toBe(true);
  });
  it.each([
    '//other.example/page',
    '/\\other.example',
    'https://other.example',
    'javascript:alert(1)',
    'my-account',
    '/a b',
    '',
  ])('refuses %s', (link) => {
    expect(isShopPath(link)).toBe(false);
  });
});

describe('webViewAddress', () => {
  const shopUrl = (path: string) => `https://sillon.example${path}`;
  const listed = ['aide.sillon.example'];
  it.each([
    ['/mission-regeneration', 'https://sillon.example/mission-regeneration'],
    ['https://aide.sillon.example/cgv', 'https://aide.sillon.example/cgv'],
    ['https://AIDE.sillon.example/cgv', 'https://AIDE.sillon.example/cgv'],
    ['https://phishing.example/connexion', undefined],
    ['https://aide.sillon.example@phishing.example/', undefined],
    ['http://aide.sillon.example/cgv', undefined],
    ['javascript:alert(1)', undefined],
    ['//evil.example/page', undefined],
    ['file:///etc/passwd', undefined],
    [undefined, undefined],
  ])('%s → %s', (link, address) => {
    expect(webViewAddress(link, shopUrl, listed)).toBe(address);
  });
});
