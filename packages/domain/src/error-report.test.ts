import { describe, expect, it } from 'vitest';
import { builtInErrorDsn, FILTERED, scrubReportValue } from './error-report';

describe('what an error report may carry', () => {
  it('filters tokens, codes and card data by their field names', () => {
    expect(
      scrubReportValue({
        refreshToken: 'abc',
        verificationId: 'v-1',
        code: '123456',
        card: { number: '4242', cvc: '123' },
        password: 'x',
        productId: 'p-1',
        quantity: 2,
      }),
    ).toEqual({
      refreshToken: FILTERED,
      verificationId: FILTERED,
      code: FILTERED,
      card: FILTERED,
      password: FILTERED,
      productId: 'p-1',
      quantity: 2,
    });
  });

  it('filters values that look like a JWT, a card number or a push token, wherever they are', () => {
    expect(
      scrubReportValue([
        'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
        'carte 4242 4242 4242 4242',
        'ExponentPushToken[xyz]',
        'pp/pommes',
      ]),
    ).toEqual([FILTERED, FILTERED, FILTERED, 'pp/pommes']);
  });

  it.each([
    ['Échec pour camille.martin@exemple.fr à 10 h', 'Échec pour [filtré] à 10 h'],
    ['Numéro 06 12 34 56 78 refusé', 'Numéro [filtré] refusé'],
    ['Numéro 0612345678 refusé', 'Numéro [filtré] refusé'],
    ['SMS vers +33 6 12 34 56 78 en échec', 'SMS vers [filtré] en échec'],
    ['SMS vers +33612345678 en échec', 'SMS vers [filtré] en échec'],
    ['Commande R123456789, 3 articles, 42,50 €', 'Commande R123456789, 3 articles, 42,50 €'],
  ])('replaces the e-mail addresses and phone numbers in %j', (text, kept) => {
    expect(scrubReportValue(text)).toBe(kept);
    expect(scrubReportValue({ message: text })).toEqual({ message: kept });
  });

  it('bounds depth, lists and long texts', () => {
    const deep = { a: { b: { c: { d: { e: 1 } } } } };
    expect(scrubReportValue(deep)).toEqual({ a: { b: { c: { d: '…' } } } });
    expect((scrubReportValue(Array.from({ length: 50 }, (_, i) => i)) as unknown[]).length).toBe(20);
    expect((scrubReportValue('x'.repeat(1000)) as string).length).toBe(301);
    expect(scrubReportValue(undefined)).toBeNull();
  });
});

describe('the built-in error receiver’s DSN', () => {
  it.each([
    ['http://localhost:3000', 'http://sillon@localhost:3000/1'],
    ['https://www.sillon.fr/', 'https://sillon@www.sillon.fr/1'],
    ['http://192.168.1.20:3101/api', 'http://sillon@192.168.1.20:3101/1'],
    ['', 'http://sillon@localhost/1'],
  ])('names the built-in project at %j', (serverUrl, dsn) => {
    expect(builtInErrorDsn(serverUrl)).toBe(dsn);
  });
});
