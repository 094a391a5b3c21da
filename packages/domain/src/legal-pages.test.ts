import { describe, expect, it } from 'vitest';
import {
  checkTermsAccepted,
  fillShopIdentity,
  isLegalPagePath,
  privacyPageAdditions,
  type ShopLegalIdentity,
} from './legal-pages';

const IDENTITY: ShopLegalIdentity = {
  company: 'Sillon SAS au capital de 10 000 €',
  address: '12 rue des Semailles, 75011 Paris',
  registration: 'RCS Paris 912 345 678',
  vatNumber: 'FR12912345678',
  contactEmail: 'bonjour@sillon.example',
  host: 'Hébergeur SAS, 1 rue du Serveur, 59100 Roubaix',
  publicationDirector: 'Camille Martin',
  mediator: 'Médiateur de la consommation, mediateur.example',
};

describe('checkTermsAccepted', () => {
  it.each([
    [null, '2026-11-01T08:00:00.000Z', 'terms_not_accepted'],
    [null, null, 'terms_not_accepted'],
    ['2026-10-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z', 'terms_version_outdated'],
    ['2026-11-01T08:00:00.000Z', null, 'terms_version_outdated'],
  ] as const)('refuses accepted %s against current %s with %s', (accepted, current, code) => {
    expect(checkTermsAccepted(accepted, current)).toMatchObject({ ok: false, code });
  });

  it('accepts the version in force', () => {
    expect(checkTermsAccepted('2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z')).toEqual({
      ok: true,
      value: '2026-11-01T08:00:00.000Z',
    });
  });
});

describe('fillShopIdentity', () => {
  it('names the shop where the text asks, and leaves an unknown name visible', () => {
    expect(fillShopIdentity('{{company}}, {{address}} ({{registration}}) {{siret}}', IDENTITY)).toBe(
      'Sillon SAS au capital de 10 000 €, 12 rue des Semailles, 75011 Paris (RCS Paris 912 345 678) {{siret}}',
    );
  });
});

describe('isLegalPagePath', () => {
  it.each([
    ['/cgv', true],
    ['/mentions-legales/', true],
    ['/confidentialite?preview=x', true],
    ['/accessibilite', true],
    ['/cgv/autre', false],
    ['/mission-regeneration', false],
  ])('%s → %s', (path, expected) => {
    expect(isLegalPagePath(path)).toBe(expected);
  });
});

describe('privacyPageAdditions (issue 40: the outside services configured)', () => {
  it('names the Géoplateforme only when the address suggestions go to it', () => {
    expect(privacyPageAdditions({ geocoder: 'offline' })).toEqual([]);
    const added = privacyPageAdditions({ geocoder: 'geoplateforme' });
    expect(added.map((block) => block.kind)).toEqual(['heading', 'paragraph']);
    expect(added[1]?.text).toContain('Géoplateforme de l’IGN');
  });
});
