/**
 * The real app on the seeded demo shop with test sign-in settings: for cart and promotions tests
 * that need products, vouchers and customers together.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { products, retailVariants } from '../modules/catalog/catalog.tables';
import { seedDemoShop } from '../seed/seed';
import {
  bearer,
  openAuthApp,
  signInAnonymously,
  signInByPhone,
  type AppExtras,
  type TestClock,
  type AuthTestApp,
} from './auth-test-app';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from './test-database';

export type ShopTestApp = AuthTestApp & {
  /** Product ids by catalogue reference. */
  productIds(references: readonly string[]): Promise<Record<string, string>>;
  retailVariantOf(productId: string): Promise<string>;
  /** A product's stock as the database holds it now. */
  stockOf(productId: string): Promise<number>;
  /**
   * Changes a product as the staff do (`ADMIN_TOKEN`'s route: the catalogue knows at once);
   * needs the app opened with `adminToken`. A write straight into the table is what another
   * server copy's change looks like to this one.
   */
  changeProduct(
    productId: string,
    changes: { stock?: number; priceCents?: number; available?: boolean },
  ): Promise<void>;
};

/** `clock` moves the shop's time (a weekday morning for delivery slots, see `shop-clock.ts`). */
export async function openShopApp(
  options: {
    clock?: TestClock;
    adminToken?: string;
    logLevel?: 'info' | 'debug' | 'trace';
    /** The database to seed and run on (a migrated one); the tests' PostgreSQL by default. */
    database?: DatabaseHandle;
  } & AppExtras = {},
): Promise<ShopTestApp> {
  const database = options.database ?? (await openTestDatabase());
  await seedDemoShop(database.db, { withPictures: false });
  const shop = await openAuthApp({
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.adminToken ? { adminToken: options.adminToken } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.platform ? { platform: options.platform } : {}),
    ...(options.requestLimits ? { requestLimits: options.requestLimits } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.shopIdentity ? { shopIdentity: options.shopIdentity } : {}),
  });
  return {
    ...shop,
    async productIds(references) {
      const rows = await database.db
        .select({ id: products.id, reference: products.reference })
        .from(products)
        .where(inArray(products.reference, [...references]));
      return Object.fromEntries(rows.map((row) => [row.reference, row.id]));
    },
    async stockOf(productId) {
      const [row] = await database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      if (!row) throw new Error(`no product ${productId}`);
      return row.stock;
    },
    async retailVariantOf(productId) {
      const rows = await database.db.select().from(retailVariants);
      const variant = rows.find((row) => row.productId === productId);
      if (!variant) throw new Error('no retail variant');
      return variant.id;
    },
    async changeProduct(productId, changes) {
      if (!options.adminToken) throw new Error('changeProduct needs openShopApp({ adminToken })');
      const answer = await shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${productId}`,
        headers: { authorization: `Bearer ${options.adminToken}` },
        payload: {
          ...(changes.stock === undefined ? {} : { stock: changes.stock }),
          ...(changes.available === undefined ? {} : { available: changes.available }),
          ...(changes.priceCents === undefined ? {} : { price_cents: changes.priceCents }),
        },
      });
      if (answer.statusCode !== 200) throw new Error(`product not changed: ${answer.body}`);
    },
    async close() {
      await shop.close();
      await database.close();
    },
  };
}

let phoneCounter = 10;

/** A phone-verified customer with an account (first name given), as the app signs one up. */
export async function newCustomer(app: FastifyInstance, firstName = 'Camille') {
  // One number per customer, taken before any await: customers made at once never share an e-mail.
  const n = phoneCounter++;
  // Six digits: test files share this counter when a worker runs them one after another.
  const digits = String(n).padStart(6, '0');
  const phone = `06 33 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  const session = await signInByPhone(app, phone);
  const created = await app.inject({
    method: 'POST',
    url: '/api/users/sign-up',
    headers: bearer(session.userToken),
    payload: {
      firstName,
      email: `client${n}-${Date.now()}@exemple.fr`,
      deliveryAddress: {
        fullname: `${firstName} Martin`,
        address1: '12 rue des Lilas',
        city: 'Lyon',
        zipcode: '69003',
      },
    },
  });
  if (created.statusCode !== 201) throw new Error(`sign-up refused: ${created.body}`);
  return { userId: session.userId, token: session.userToken };
}

export async function newAnonymous(app: FastifyInstance) {
  const session = await signInAnonymously(app);
  return { userId: session.userId, token: session.userToken };
}

/** A storefront call with a bearer and/or an order token, JSON body, Spree's way. */
export function storefront(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  auth: { token?: string; orderToken?: string },
  payload?: object,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (auth.token) headers['authorization'] = `Bearer ${auth.token}`;
  if (auth.orderToken) headers['x-spree-order-token'] = auth.orderToken;
  return app.inject({ method, url: `/api/v2/storefront${url}`, headers, ...(payload ? { payload } : {}) });
}
