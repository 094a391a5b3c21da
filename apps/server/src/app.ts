/**
 * Builds the whole server from its dependencies, without listening: `main.ts` listens, tests call
 * `inject` or listen on a random port. Plugin order is fixed: validation, errors, compression,
 * API documentation, request limits, modules, then the web shop (which owns every path the API
 * does not).
 */
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  isCatalogPageFound,
  isContentPagePath,
  isEditorialPath,
  LEGAL_PAGE_PATHS,
  LEGAL_PAGE_TYPE,
  privacyPageAdditions,
  type ShopLegalIdentity,
  tryNormalizePath,
} from '@sillon/domain';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { constants as zlib } from 'node:zlib';
import { z } from 'zod';
import { fieldMessages } from '@sillon/contract';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { loggedUrl } from './http/logged-url';
import { frameworkErrorAnswer, registerErrorHandler, registerJsonNotFound } from './http/error-handler';
import { registerInputHygiene, validatorCompiler } from './http/input-hygiene';
import { registerRequestLimits, type RequestLimitSettings } from './http/request-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { traceIdsOfActiveSpan } from './http/trace-ids';
import { createAccountModule } from './modules/account';
import {
  createAuthModule,
  defaultAuthSettings,
  registerAuthentication,
  type AuthSettings,
} from './modules/auth';
import { createBffModule } from './modules/bff';
import { createCatalogModule } from './modules/catalog';
import { createContentModule, type ContentModule } from './modules/content';
import { createCustomerModule } from './modules/customer';
import {
  createDeliveryModule,
  DEFAULT_SHOP_HUB,
  locationOfPostalCode,
  type DeliverySettings,
} from './modules/delivery';
import { createErrorReportsModule, type ErrorReportSettings } from './modules/error-reports';
import { createHealthModule, type HealthService } from './modules/health';
import { createImagesModule } from './modules/images';
import { createJobsModule, type JobQueue, type JobQueueSettings } from './modules/jobs';
import { createListsModule } from './modules/lists';
import { createMetricsModule } from './modules/metrics';
import { createGeocodingModule, type GeocoderSettings } from './modules/geocoding';
import { createMailModule, defaultMailSettings, mailBrandOf, type MailSettings } from './modules/mail';
import {
  createNativeAppsModule,
  defaultNativeAppSettings,
  type NativeAppSettings,
} from './modules/native-apps';
import { createNotificationsModule, defaultPushSettings, type PushSettings } from './modules/notifications';
import { createOrdersModule, type OrdersService } from './modules/orders';
import { createPaymentsModule, type PaymentSettings } from './modules/payments';
import { injectFetch } from './http/inject-fetch';
import { createPromotionsModule } from './modules/promotions';
import { createReviewsModule } from './modules/reviews';
import { createRoundsModule } from './modules/rounds';
import { createSeoModule } from './modules/seo';
import { createStaffModule } from './modules/staff';
import { devClockRoutes } from './shop-clock';
import { DEMO_SHOP_IDENTITY } from './config-shop-identity';
import { registerBackOffice } from './web/back-office';
import { registerWebShop } from './web/web-shop';

export type AppDependencies = {
  config: Pick<Config, 'logLevel' | 'webDir' | 'environment' | 'dataDir' | 'contentPreviewToken'> & {
    /** Staff's operations routes; absent without it. */
    adminToken?: string | undefined;
    /** `GET /metrics`'s bearer (Prometheus); the route is absent without it. */
    metricsToken?: string | undefined;
    /** The shop's public address (PUBLIC_URL): over https, the staff cookie is `Secure` whatever the environment. */
    publicUrl?: string | undefined;
    /** Load balancers whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
    trustProxy?: string[] | undefined;
    /** The back office's build, served under /back-office; not served when absent (tests). */
    backOfficeDir?: string | undefined;
    /** Sign-in settings; without them, secrets live in memory (tests) with default limits. */
    auth?: AuthSettings;
    /** The card processor; the built-in sandbox when absent. */
    payments?: PaymentSettings;
    /** The default pickup network; the shop's own (« Relais Sillon ») when absent. */
    delivery?: DeliverySettings;
    /** How e-mails go out; the dev mailbox (listed outside production) when absent. */
    mail?: MailSettings;
    /** Address suggestions and coordinates; the offline geocoder when absent. */
    geocoder?: GeocoderSettings;
    /** How pushes go out; the dev outbox (listed outside production) when absent. */
    push?: PushSettings;
    /** The native apps' versions and association files; none configured when absent. */
    nativeApps?: NativeAppSettings;
    /** Where error reports go besides the shop's table (Sentry), their limits, the process's guard. */
    errorReports?: ErrorReportSettings;
    /** Request limits' numbers and store; the table's numbers in memory when absent. */
    requestLimits?: RequestLimitSettings;
    /** Who runs the shop, on its legal pages; the demo identity when absent (tests). */
    shopIdentity?: ShopLegalIdentity;
  };
  database: DatabaseHandle;
  /** The current time; tests move it to check expiries and limits. */
  clock?: () => Date;
  /** Moves a shifted shop clock from outside (`POST /api/dev/clock`, never in production). */
  moveClock?: ((hours: number) => Date) | undefined;
  /** Where logs go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
  /**
   * Background jobs. pg-boss's workers run only with `runWorker` (the server process): tests leave
   * no timer behind and run due jobs with `app.jobs.runDue()`.
   */
  jobs?: { runWorker?: boolean; settings?: Partial<JobQueueSettings> };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: due jobs run now (tests), whether or not the workers run; its jobs. */
    jobs: Pick<JobQueue, 'runDue' | 'list'>;
    /**
     * What the card processor's events do to orders (issue 37): a payment's intent moved, a
     * payment disputed. The processor's webhook handler calls them (and tests).
     */
    paymentEvents: Pick<OrdersService, 'reconcilePayment' | 'recordDispute'>;
    /** Readiness for the balancer (`/api/health/ready`): `main.ts` warms it once listening, and ends it at SIGTERM. */
    readiness: Pick<HealthService, 'warm' | 'stopBeingReady'>;
  }
}

/** Where the shop answers when PUBLIC_URL is not given (`config.ts`'s default port). */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** A job still running at the stop is failed, and tried again later by any copy. */
const JOB_WORKER_STOP_WAIT_MS = 3000;

// Field messages of validation failures are French too (the shop speaks French only), the most
// frequent ones as sentences of their own.
z.config({ ...z.locales.fr(), customError: fieldMessages });

export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  moveClock,
  logStream,
  jobs: jobOptions = {},
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    frameworkErrors: frameworkErrorAnswer,
    logger: {
      level: config.logLevel,
      // Fastify logs neither bodies nor headers; these paths guard against a future log line that
      // would (phone numbers, codes and tokens travel in bodies, headers and the refresh cookie).
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-spree-order-token"]',
          'req.body',
          'res.headers["set-cookie"]',
          'body',
          'phone',
          'refreshToken',
          'userToken',
          '*.phone',
          '*.refreshToken',
          '*.userToken',
        ],
        remove: true,
      },
      // The address without the query values and path tokens that would be secrets in a log.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
      // Each line of a traced request names its trace, beside its request id (`reqId`).
      mixin: traceIdsOfActiveSpan,
    },
    // Only a configured load balancer may say who the client is: otherwise anyone could set
    // X-Forwarded-For and escape the per-address limits (the SMS quota).
    trustProxy: config.trustProxy && config.trustProxy.length > 0 ? config.trustProxy : false,
    // Big enough for the largest valid body (500 product ids), small enough to refuse floods early.
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerInputHygiene(app);
  // Warms the catalogue (made below) when `main.ts` asks, once listening.
  const health = createHealthModule({ database, warm: () => catalog.service.warm() });
  app.decorate('readiness', {
    warm: health.service.warm,
    stopBeingReady: health.service.stopBeingReady,
  });
  // A stopping copy closes each kept-alive connection after its answer, so the balancer's next
  // request goes out on a new connection, to a copy still ready.
  app.addHook('onRequest', (_request, reply, done) => {
    if (health.service.isStopping()) void reply.header('connection', 'close');
    done();
  });
  // The API's `Date` is the shop's clock (shifted in development): the app counts an order's
  // cut-off down and offers slots by it, not by a device's clock, which may be wrong.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) void reply.header('date', clock().toUTCString());
  });
  await registerSecurityHeaders(app, { production: config.environment === 'production' });
  // The API's answers change with each call (carts, orders: a few KB): gzip compresses them in
  // less time than brotli for a few more bytes. Pages keep brotli, whose size decides whether a
  // page fits in the first round trip. Before the plugin, whose own hook reads it.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) {
      // In one call up to 64 KB (a page of orders): a zlib stream per answer costs more than that.
      // Level 3: a cart's answer in clearly less time than the default level, a little larger.
      route.compress = {
        encodings: ['gzip', 'deflate'],
        threshold: 1024,
        syncThreshold: 65_536,
        zlibOptions: { level: 3 },
      };
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Quality 11 is made for files compressed once (the build's); 5 keeps answers made per
    // request fast and still small.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sillon API', description: 'L’API de l’épicerie Sillon', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  // Its page carries its own policy (the hashes of its inline scripts).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await registerRequestLimits(app, config.requestLimits);

  const { db } = database;
  // The job queue and the auth module are created below; a scrape reads them once the app serves.
  const metrics = createMetricsModule({
    token: config.metricsToken,
    sources: {
      jobs: () => jobs.queue.figures(),
      pool: database.connections,
      smsFailures: () => auth.smsFailures(),
    },
  });
  metrics.timeRequests(app);
  const errorReports = createErrorReportsModule({
    db,
    settings: config.errorReports ?? {},
    environment: config.environment,
    now: clock,
    log: app.log,
  });
  // Before any route, so that every answer of 500 or more is reported (spec §8, issue 19).
  errorReports.reportServerErrors(app);
  app.addHook('onClose', () => errorReports.stop());
  const authSettings =
    config.auth ??
    defaultAuthSettings({ keyStore: 'memory', showDevOutbox: config.environment !== 'production' });
  // `account` is created just below; the auth module asks it only while serving a request.
  const auth = createAuthModule({
    db,
    settings: authSettings,
    dataDir: config.dataDir,
    accountExists: (userId) => account.service.exists(userId),
    now: clock,
    wrapSms: metrics.countedSms,
    log: app.log,
  });
  // `delivery` is created below; the account checks an address only while serving a request.
  const account = createAccountModule({
    db,
    identity: (userId) => auth.service.identity(userId),
    checkAddress: (input) => delivery.service.checkedAddress(input),
    now: clock,
  });
  auth.service.onMerge(account.service.takeOverAnonymousData);
  registerAuthentication(app, auth.accessTokens, auth.customerAccess);
  const staff = createStaffModule({
    db,
    now: clock,
    secureCookie: config.environment === 'production' || config.publicUrl?.startsWith('https:') === true,
  });
  staff.registerAccess(app);
  // `images` is created below; the catalogue stores a picture only while serving a request.
  const catalog = createCatalogModule({
    db,
    adminToken: config.adminToken,
    pictures: (upload) => images.service.storeMaster(upload),
  });
  // `orders` is created below; reviews ask it only while serving a request.
  const reviews = createReviewsModule({
    db,
    adminToken: config.adminToken,
    productExists: async (productId) => (await catalog.service.productsByIds([productId])).length > 0,
    productNames: async (productIds) =>
      new Map((await catalog.service.productsByIds(productIds)).map((card) => [card.id, card.displayName])),
    firstNameOf: (userId) => account.service.firstNameOf(userId),
    hasBought: (userId, productId) => orders.service.hasBought(userId, productId),
    now: clock,
  });
  const content = createContentModule({
    db,
    catalog: catalog.service,
    previewToken: config.contentPreviewToken,
  });
  await content.ensureLegalPages();
  const promotions = createPromotionsModule({
    db,
    preloadedSource: content.reader,
    productIdsByReference: () => catalog.service.productIdsByReference(),
    firstNameOf: (userId) => account.service.firstNameOf(userId),
    now: clock,
  });
  const jobs = createJobsModule({
    database,
    now: clock,
    log: app.log,
    settings: jobOptions.settings,
    worker: jobOptions.runWorker,
  });
  const payments = createPaymentsModule({
    db,
    now: clock,
    jobs: jobs.queue,
    selfFetch: injectFetch(() => app),
    ...(config.payments ? { settings: config.payments } : {}),
  });
  const delivery = createDeliveryModule({
    db,
    now: clock,
    ...(config.delivery ? { settings: config.delivery } : {}),
  });
  const orders = createOrdersModule({
    db,
    adminToken: config.adminToken,
    jobs: jobs.queue,
    catalog: catalog.service,
    promotions: promotions.service,
    delivery: delivery.service,
    payments: payments.service,
    account: account.service,
    terms: { currentVersion: () => termsVersion(content.reader) },
    staff: {
      catalog: catalog.service,
      delivery: delivery.service,
      customers: {
        customerIdsByPhone: (text) => auth.service.customerIdsByPhone(text, 50),
        phoneOf: async (userId) => (await auth.service.identity(userId))?.phone ?? null,
      },
      memberNames: async () =>
        new Map((await staff.service.members()).map((member) => [member.id, member.name])),
    },
    now: clock,
    log: app.log,
    outcomes: metrics.orders,
  });
  auth.service.onMerge(orders.service.takeOverAnonymousCart);
  const mail = createMailModule({
    db,
    settings: config.mail ?? defaultMailSettings({ showDevMailbox: config.environment !== 'production' }),
    now: clock,
    wrapTransport: metrics.countedMail,
  });
  const notifications = createNotificationsModule({
    jobs: jobs.queue,
    mail: mail.service,
    // The e-mails' logo and links go to the shop's public address, their help to its contact.
    mailBrand: mailBrandOf(
      config.publicUrl ?? DEFAULT_PUBLIC_URL,
      (config.shopIdentity ?? DEMO_SHOP_IDENTITY).contactEmail,
    ),
    mailViewOf: (number, event) => orders.service.mailView(number, event.additionKey),
    recipientOf: (userId) => account.service.profileOf(userId),
    emailChangeOf: (changeId) => account.service.emailChange(changeId),
    db,
    now: clock,
    pushSettings: config.push ?? defaultPushSettings({ showDevOutbox: config.environment !== 'production' }),
    acceptsNotifications: (userId) => account.service.acceptsNotifications(userId),
    devicesOf: (userId) => account.service.pushDevicesOf(userId),
    forgetDevice: (pushTokenId) => account.service.removePushDevice(pushTokenId),
    log: app.log,
    wrapPush: metrics.countedPush,
  });
  orders.service.onEvent(notifications.onOrderEvent);
  account.service.onEmailChanged(notifications.onEmailChanged);
  app.decorate('jobs', { runDue: jobs.queue.runDue, list: jobs.queue.list });
  app.decorate('paymentEvents', {
    reconcilePayment: orders.service.reconcilePayment,
    recordDispute: orders.service.recordDispute,
  });
  // Stripe's events (through its webhook, once each) reach the orders they are about.
  payments.onPaymentEvent({
    intentChanged: (intent) => orders.service.reconcilePayment(intent.reference, intent.id),
    disputed: async (intent, at) => {
      await orders.service.recordDispute(intent.reference, at);
    },
  });
  // Before any request: on PGlite a job queued in a transaction could not wait for the opening.
  app.addHook('onReady', () => jobs.queue.openInBackground(jobOptions.runWorker ?? false));
  app.addHook('onClose', () => jobs.queue.stop({ waitMs: JOB_WORKER_STOP_WAIT_MS }));
  const lists = createListsModule({
    db,
    knownProducts: async (productIds) =>
      new Set((await catalog.service.productsByIds(productIds)).map((product) => product.id)),
    now: clock,
  });
  const customer = createCustomerModule({
    db,
    productNames: async (productIds) =>
      new Map(
        (await catalog.service.productsByIds(productIds)).map((product) => [product.id, product.displayName]),
      ),
    jobs: jobs.queue,
    auth: auth.service,
    account: account.service,
    promotions: promotions.service,
    orders: orders.service,
    lists: lists.service,
    payments: payments.service,
    reviews: reviews.service,
    mail: mail.service,
    staff: staff.service,
    adminToken: config.adminToken,
    now: clock,
  });
  customer.service.onAccountClosed(notifications.onAccountClosed);
  customer.service.onAccountClosed(promotions.service.onAccountClosed);
  const images = createImagesModule({ db, dataDir: config.dataDir });
  const geocoding = createGeocodingModule({
    settings: config.geocoder ?? { kind: 'offline' },
    log: app.log,
  });
  const rounds = createRoundsModule({
    db,
    hub: config.delivery?.hub ?? DEFAULT_SHOP_HUB,
    now: clock,
    slots: delivery.service,
    orders: orders.service,
    geocoder: geocoding.geocoder,
    postalCodeCentre: locationOfPostalCode,
    netQuantities: (variantIds) => catalog.service.netQuantities(variantIds),
    members: () => staff.service.members(),
    phoneOf: async (userId) => (await auth.service.identity(userId))?.phone ?? null,
    tellNear: notifications.queueCourierNear,
    tellMissed: notifications.queueMissedDelivery,
    jobs: jobs.queue,
    log: app.log,
  });
  orders.service.useRoundStops({
    ofCustomer: rounds.service.stopOfOrder,
    ofStaff: rounds.service.staffStopsOfOrder,
    slotsWithRoundStarted: rounds.service.slotsWithRoundStarted,
  });
  orders.service.onEvent(rounds.service.onOrderEvent);
  // A referee's order delivered rewards their referrer (once), in the delivery's transaction.
  orders.service.onEvent(async (tx, event) => {
    if (event.type !== 'status_changed' || event.status !== 'delivered' || !event.userId) return;
    await promotions.service.rewardReferrer(tx, { userId: event.userId, deliveredAt: event.at });
  });
  // « Achat vérifié » only for a purchase kept: a cancelled order takes it back.
  orders.service.onEvent(async (tx, event) => {
    if (event.type !== 'canceled' || !event.userId) return;
    await reviews.service.purchasesChanged(
      tx,
      event.userId,
      await orders.service.boughtProductIds(tx, event.userId),
    );
  });
  const bff = createBffModule({
    catalog: catalog.service,
    ratings: () => reviews.service.ratings(),
    onRatingsChange: (listener) => reviews.service.onChange(listener),
    content: content.reader,
    shopIdentity: config.shopIdentity ?? DEMO_SHOP_IDENTITY,
    privacyAdditions: privacyPageAdditions({ geocoder: geocoding.geocoder.kind }),
    now: clock,
  });

  await app.register(health.routes);
  await app.register(catalog.routes);
  await app.register(reviews.routes);
  await app.register(reviews.staffRoutes);
  await app.register(content.routes);
  await app.register(bff.routes);
  await app.register(images.routes);
  await app.register(auth.routes);
  await app.register(account.routes);
  await app.register(promotions.routes);
  await app.register(payments.routes);
  await app.register(delivery.routes);
  await app.register(geocoding.routes);
  await app.register(orders.routes);
  await app.register(rounds.routes);
  await app.register(mail.routes);
  await app.register(notifications.routes);
  await app.register(errorReports.routes);
  await app.register(
    createNativeAppsModule({ settings: config.nativeApps ?? defaultNativeAppSettings() }).routes,
  );
  await app.register(lists.routes);
  await app.register(customer.routes);
  await app.register(
    createSeoModule({
      routing: () => catalog.service.routing(),
      documentsOfType: (type) => content.reader.documentsOfType(type),
    }).routes,
  );
  await app.register(customer.staffRoutes);
  await app.register(jobs.staffRoutes);
  await app.register(staff.routes);
  await app.register(metrics.routes);

  if (moveClock && config.environment !== 'production') await app.register(devClockRoutes(moveClock));

  if (config.backOfficeDir) await registerBackOffice(app, { dir: config.backOfficeDir });
  registerJsonNotFound(app);
  await registerWebShop(app, {
    webDir: config.webDir,
    environment: config.environment,
    // The routing data the path names, not the whole catalogue's: finding a product in that
    // made its canonical segment for every product, on every page of a big catalogue.
    canonicalPath: async (path) => tryNormalizePath(path, await catalog.service.routingFor(path)),
    isMissingPage: async (url, route) => {
      const found = isCatalogPageFound(url, await catalog.service.routingFor(url));
      return found === undefined ? isMissingPage(content.reader, url, route) : !found;
    },
  });

  return app;
}

/**
 * A path only the app's catch-all route takes answers 404 unless it is a content page; so does an
 * unknown story, recipe or index at any depth (issue 16, spec §2), and the app's `editorial`
 * screen without an editorial page to show. A page asked in preview (`?preview=<token>`) exists
 * when its draft does; a wrong token is the page's to report.
 */
async function isMissingPage(
  reader: ContentModule['reader'],
  url: string,
  route: { hasOwnRoute: boolean },
): Promise<boolean> {
  const address = new URL(url, 'http://shop.invalid');
  let shown = address.pathname;
  if (shown === EDITORIAL_SCREEN_PATH) {
    const asked = address.searchParams.get('path');
    if (asked === null || !isEditorialPath(asked)) return true;
    shown = asked;
  }
  if (!isContentPagePath(shown)) return !route.hasOwnRoute;
  const token = address.searchParams.get('preview');
  try {
    const content = token ? reader.inPreview(token) : reader;
    return (await content.documentByPath(shown)) === undefined;
  } catch {
    return false;
  }
}

/** Spec §2 `editorial?path=/magazine/…`: the app's screen for an editorial path given as a parameter. */
const EDITORIAL_SCREEN_PATH = '/editorial';

/** Issue 38: the CGV in force is the legal page published at `/cgv`; its version, its publication time. */
async function termsVersion(reader: ContentModule['reader']): Promise<string | null> {
  const document = await reader.documentByPath(LEGAL_PAGE_PATHS.terms.slice(1));
  return document?.type === LEGAL_PAGE_TYPE ? document.updatedAt : null;
}
