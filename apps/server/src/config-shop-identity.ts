/**
 * Who runs the shop (issue 38): the identity the legal pages name (company, address, registration,
 * host, publication director, mediator). A deployment in production must give every field; the
 * local shop (`npm start`, development, tests) shows a demo identity that says it is one.
 */
import { DEMO_CONTACT_EMAIL, type ShopLegalIdentity } from '@sillon/domain';
import { z } from 'zod';

const field = z.string().trim().min(3).max(300).optional();

export const shopIdentityEnvSchema = {
  /** Name, legal form and capital: « Sillon SAS au capital de 10 000 € ». */
  SHOP_LEGAL_COMPANY: field,
  SHOP_LEGAL_ADDRESS: field,
  /** Trade register and SIREN: « RCS Paris 912 345 678 ». */
  SHOP_LEGAL_REGISTRATION: field,
  SHOP_LEGAL_VAT_NUMBER: field,
  SHOP_LEGAL_CONTACT_EMAIL: z.email().optional(),
  /** The host's name, address and telephone. */
  SHOP_LEGAL_HOST: field,
  SHOP_LEGAL_PUBLICATION_DIRECTOR: field,
  /** The consumer mediator the shop adheres to, with its site or address. */
  SHOP_LEGAL_MEDIATOR: field,
  /** Production with the demo identity for unset fields: `npm start` and the benches say so. */
  SHOP_LEGAL_DEMO_ALLOWED: z.enum(['true', 'false']).optional(),
};

type ShopIdentityEnv = {
  [K in keyof typeof shopIdentityEnvSchema]?: z.infer<(typeof shopIdentityEnvSchema)[K]>;
};

const VARIABLES = {
  company: 'SHOP_LEGAL_COMPANY',
  address: 'SHOP_LEGAL_ADDRESS',
  registration: 'SHOP_LEGAL_REGISTRATION',
  vatNumber: 'SHOP_LEGAL_VAT_NUMBER',
  contactEmail: 'SHOP_LEGAL_CONTACT_EMAIL',
  host: 'SHOP_LEGAL_HOST',
  publicationDirector: 'SHOP_LEGAL_PUBLICATION_DIRECTOR',
  mediator: 'SHOP_LEGAL_MEDIATOR',
} as const satisfies Record<keyof ShopLegalIdentity, keyof ShopIdentityEnv>;

/**
 * The local shop's identity: every field says it is a demonstration, none names a real company;
 * the same invented company as the receipts' (`SHOP_IDENTITY` of the domain).
 */
export const DEMO_SHOP_IDENTITY: ShopLegalIdentity = {
  company: 'Sillon SAS (boutique de démonstration), au capital de 10\u00a0000\u00a0€',
  address: '1 rue de la Démonstration, 75011 Paris',
  registration: 'RCS Paris 000 000 000 (démonstration)',
  vatNumber: 'FR12000000000',
  contactEmail: DEMO_CONTACT_EMAIL,
  host: 'l’hébergeur de démonstration, 1 rue du Serveur, 59100 Roubaix',
  publicationDirector: 'Camille Martin, présidente (démonstration)',
  mediator: 'le médiateur de la consommation de démonstration, mediateur.example',
};

/** The fields a production deployment left unset, as configuration issues. */
export function shopIdentityIssues(value: ShopIdentityEnv, environment: string): string[] {
  if (environment !== 'production' || value.SHOP_LEGAL_DEMO_ALLOWED === 'true') return [];
  return Object.values(VARIABLES)
    .filter((name) => value[name] === undefined)
    .map(
      (name) =>
        `${name}: required in production (the legal pages name the shop; SHOP_LEGAL_DEMO_ALLOWED=true shows the demo identity)`,
    );
}

/** The identity the legal pages show: each field configured, else the demo's. */
export function shopIdentityOf(value: ShopIdentityEnv): ShopLegalIdentity {
  const entries = Object.entries(VARIABLES).map(([key, name]) => [
    key,
    value[name] ?? DEMO_SHOP_IDENTITY[key as keyof ShopLegalIdentity],
  ]);
  return Object.fromEntries(entries) as ShopLegalIdentity;
}
