import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEMO_SHOP_IDENTITY } from './config-shop-identity';

/** Production on the sandbox, as a staging shop says it; the identity left to each test. */
const PRODUCTION = { NODE_ENV: 'production', PAYMENT_SANDBOX_ALLOWED: 'true' } as const;

const IDENTITY = {
  SHOP_LEGAL_COMPANY: 'Terres Vives SAS au capital de 50 000 €',
  SHOP_LEGAL_ADDRESS: '8 rue Paul Bert, 69003 Lyon',
  SHOP_LEGAL_REGISTRATION: 'RCS Lyon 912 345 678',
  SHOP_LEGAL_VAT_NUMBER: 'FR45912345678',
  SHOP_LEGAL_CONTACT_EMAIL: 'bonjour@terres-vives.fr',
  SHOP_LEGAL_HOST: 'Hébergeur SAS, 2 rue Kellermann, 59100 Roubaix, 01 02 03 04 05',
  SHOP_LEGAL_PUBLICATION_DIRECTOR: 'Louise Morel, présidente',
  SHOP_LEGAL_MEDIATOR: 'Médiateur du e-commerce de la FEVAD, mediateurfevad.fr',
};

describe('loadConfig: the shop identity on the legal pages (issue 38)', () => {
  it('shows the demo identity outside production', () => {
    expect(loadConfig({}).shopIdentity).toEqual(DEMO_SHOP_IDENTITY);
  });

  it('refuses to start in production without the identity, naming every missing variable', () => {
    const refused = (() => {
      try {
        loadConfig({ ...PRODUCTION, SHOP_LEGAL_COMPANY: IDENTITY.SHOP_LEGAL_COMPANY });
      } catch (failure) {
        return failure;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    const named = (refused as ConfigError).issues.map((issue) => issue.split(':')[0]);
    expect(named).toEqual(Object.keys(IDENTITY).filter((name) => name !== 'SHOP_LEGAL_COMPANY'));
  });

  it('names the configured shop in production', () => {
    expect(loadConfig({ ...PRODUCTION, ...IDENTITY }).shopIdentity).toEqual({
      company: IDENTITY.SHOP_LEGAL_COMPANY,
      address: IDENTITY.SHOP_LEGAL_ADDRESS,
      registration: IDENTITY.SHOP_LEGAL_REGISTRATION,
      vatNumber: IDENTITY.SHOP_LEGAL_VAT_NUMBER,
      contactEmail: IDENTITY.SHOP_LEGAL_CONTACT_EMAIL,
      host: IDENTITY.SHOP_LEGAL_HOST,
      publicationDirector: IDENTITY.SHOP_LEGAL_PUBLICATION_DIRECTOR,
      mediator: IDENTITY.SHOP_LEGAL_MEDIATOR,
    });
  });

  it('shows the demo identity in production only when told it is meant (npm start, benches)', () => {
    const config = loadConfig({
      ...PRODUCTION,
      SHOP_LEGAL_DEMO_ALLOWED: 'true',
      SHOP_LEGAL_HOST: IDENTITY.SHOP_LEGAL_HOST,
    });
    expect(config.shopIdentity).toEqual({ ...DEMO_SHOP_IDENTITY, host: IDENTITY.SHOP_LEGAL_HOST });
  });

  it('refuses a contact address that is not an e-mail', () => {
    expect(() => loadConfig({ SHOP_LEGAL_CONTACT_EMAIL: 'bonjour' })).toThrow(/SHOP_LEGAL_CONTACT_EMAIL/);
  });
});
