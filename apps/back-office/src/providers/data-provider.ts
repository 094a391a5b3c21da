/**
 * react-admin's data provider over the staff API (docs/staff-api.md): each resource and its
 * routes, lists as `{ items, total }` paged with `page`/`perPage`, orders known by their number,
 * banners by their audience, everything else by `id`. The actions that are not reading or
 * writing a record (moving an order, a picking list, publishing…) are extra methods, so screens
 * reach the server only through here.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { staffFetch } from './staff-http';
import type {
  BikeHours,
  BikeHoursChange,
  Booking,
  CourierRounds,
  Dashboard,
  DeliveryRound,
  ListAnswer,
  MissedDeliveries,
  PickingList,
  PromotionSettings,
  PromotionSettingsChange,
  RoundsReport,
  Slot,
  SlotRounds,
  StaffOrder,
  StaffOrderPreparedBody,
  StaffRebookingSlots,
  StaffSubstituteCandidates,
  StopOutcomeBody,
  SubstitutionReport,
} from './staff-types';

type ResourceRoute = {
  path: string;
  /** The field that names a record in its routes (`id` unless said). */
  idField?: string;
  /** Whether `GET path/:id` exists; otherwise one record is found in the list. */
  hasGetOne?: boolean;
  /** Fields an update may send (the routes refuse nothing else, but send only what changed). */
  writable?: readonly string[];
  /** The rows of a list answer, when it is not `{ items, total }`. */
  rows?: (answer: unknown) => Record<string, unknown>[];
  /** The rows and their total, when a list answer names them otherwise. */
  list?: (answer: unknown) => ListAnswer<Record<string, unknown>>;
  /** One record from the answer of `GET path/:id`, when it is not the record itself. */
  one?: (answer: Record<string, unknown>) => Record<string, unknown>;
  /** The change carries what the form showed of each changed field (`previous`): the server refuses one changed meanwhile. */
  sendsPrevious?: boolean;
  /** How a record's change is sent, when not `PATCH path/:id`. */
  update?: (id: Identifier, changes: Record<string, unknown>, data: RaRecord) => Promise<unknown>;
};

const ROUTES: Record<string, ResourceRoute> = {
  orders: { path: '/orders', idField: 'number', hasGetOne: true },
  slots: { path: '/slots', writable: ['capacity', 'closed'] },
  products: {
    path: '/products',
    hasGetOne: true,
    sendsPrevious: true,
    writable: [
      'name',
      'description',
      'priceCents',
      'confirmedPriceCents',
      'stock',
      'available',
      'maxOrderable',
      'labels',
      'regionalPostalPrefixes',
      'foodInformation',
      'produce',
    ],
  },
  racks: { path: '/racks', writable: ['label', 'position'] },
  shelves: { path: '/shelves', writable: ['label', 'position', 'seasonal'] },
  documents: {
    path: '/documents',
    hasGetOne: true,
    update: (id, _changes, data) =>
      staffFetch(`/documents/${encodeURIComponent(String(id))}/draft`, {
        method: 'PUT',
        body: { body: data.draft },
      }),
  },
  vouchers: {
    path: '/vouchers',
    sendsPrevious: true,
    writable: [
      'code',
      'name',
      'description',
      'kind',
      'amountCents',
      'percentBp',
      'startsAt',
      'expiresAt',
      'usageLimit',
      'usageLimitPerCustomer',
      'minimumSubtotalCents',
      'firstOrderOnly',
      'disabled',
    ],
  },
  banners: {
    path: '/banners',
    idField: 'audience',
    rows: bannerRows,
    update: (id, _changes, data) =>
      staffFetch(`/banners/${encodeURIComponent(String(id))}`, {
        method: 'PUT',
        body: { title: data.title, subtitle: data.subtitle, deeplink: data.deeplink },
      }),
  },
  customers: {
    path: '/customers',
    hasGetOne: true,
    writable: ['minimumOrderCents', 'active'],
    one: (answer) => {
      // « a customer and their order rows »: the rows under `orderRows`, `orders` stays their count.
      const { customer, orders, ...rest } = answer as { customer?: object; orders?: unknown };
      const base = { ...rest, ...(customer ?? {}) } as Record<string, unknown>;
      if (Array.isArray(orders)) return { ...base, orders: orders.length, orderRows: orders };
      return { ...base, orders, orderRows: base['orderRows'] ?? [] };
    },
  },
  reviews: { path: '/reviews', writable: ['hidden'] },
  members: { path: '/members', writable: ['name', 'role', 'active', 'password'] },
  audit: { path: '/audit' },
  'failed-jobs': { path: '/failed-jobs' },
  'error-reports': {
    path: '/error-reports',
    list: (answer) => {
      const { reports, total } = answer as { reports: Record<string, unknown>[]; total: number };
      return { items: reports, total };
    },
  },
};

const BANNER_AUDIENCES = ['lead', 'recent', 'returning'] as const;

/** The three home banners, one row each, whether the server answers a list or an object by audience. */
function bannerRows(answer: unknown): Record<string, unknown>[] {
  const source = answer as Record<string, unknown> | unknown[] | null;
  const given: Record<string, unknown>[] = Array.isArray(source)
    ? (source as Record<string, unknown>[])
    : source && Array.isArray(source['items'])
      ? (source['items'] as Record<string, unknown>[])
      : Object.entries(source ?? {}).map(([audience, banner]) => ({
          audience,
          ...(banner as object | null),
        }));
  return BANNER_AUDIENCES.map((audience) => {
    const row = given.find((candidate) => candidate['audience'] === audience) ?? {};
    // `{ audience, banner: { title, subtitle, deeplink } | null }`, or the banner's fields flat.
    const banner = 'banner' in row ? ((row['banner'] as object | null) ?? {}) : row;
    return { title: '', subtitle: '', deeplink: '', ...banner, audience };
  });
}

function routeOf(resource: string): ResourceRoute {
  const route = ROUTES[resource];
  if (!route) throw new Error(`Ressource inconnue : ${resource}`);
  return route;
}

/** A record as react-admin wants it: an `id`, whatever the route names it. */
function withId(route: ResourceRoute, row: Record<string, unknown>): RaRecord {
  const idField = route.idField ?? 'id';
  return { ...row, id: row[idField] as Identifier };
}

/** Lists answer `{ items, total }`; a few small ones (racks, banners) may answer a bare array. */
function listOf(answer: unknown): ListAnswer<Record<string, unknown>> {
  if (Array.isArray(answer)) return { items: answer, total: answer.length };
  const list = answer as Partial<ListAnswer<Record<string, unknown>>>;
  const items = list.items ?? [];
  return { items, total: list.total ?? items.length };
}

function queryOf(filter: Record<string, unknown>): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[key] = value;
    }
  }
  return query;
}

function changesOf(route: ResourceRoute, data: RaRecord, previous?: RaRecord): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of route.writable ?? []) {
    if (!(field in data)) continue;
    const value = data[field];
    if (previous && JSON.stringify(previous[field]) === JSON.stringify(value)) continue;
    changes[field] = value;
  }
  return changes;
}

/** What the form showed of the fields a change sends. */
function shownOf(previous: RaRecord, changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(changes).map((field) => [field, previous[field] ?? null]));
}

const encode = (id: Identifier) => encodeURIComponent(String(id));

async function getOne(resource: string, id: Identifier): Promise<RaRecord> {
  const route = routeOf(resource);
  if (route.hasGetOne) {
    const answer = await staffFetch<Record<string, unknown>>(`${route.path}/${encode(id)}`);
    return withId(route, route.one ? route.one(answer) : answer);
  }
  const answer = await staffFetch(route.path, { query: { perPage: 100 } });
  const items = route.rows ? route.rows(answer) : listOf(answer).items;
  const found = items.map((row) => withId(route, row)).find((row) => String(row.id) === String(id));
  if (!found) throw new Error('Élément introuvable.');
  return found;
}

async function update(resource: string, id: Identifier, data: RaRecord, previous?: RaRecord) {
  const route = routeOf(resource);
  const changes = changesOf(route, data, previous);
  const answer = route.update
    ? await route.update(id, changes, data)
    : Object.keys(changes).length === 0
      ? undefined
      : await staffFetch(`${route.path}/${encode(id)}`, {
          method: 'PATCH',
          body:
            route.sendsPrevious && previous ? { ...changes, previous: shownOf(previous, changes) } : changes,
        });
  const row = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  return { ...(previous ?? {}), ...data, ...withId(route, { ...data, ...row }), id };
}

const baseProvider: DataProvider = {
  async getList(resource, params) {
    const route = routeOf(resource);
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const answer = await staffFetch(route.path, {
      query: { ...queryOf(params.filter ?? {}), page, perPage: Math.min(perPage, 100) },
    });
    const { items, total } = route.list
      ? route.list(answer)
      : route.rows
        ? listOf(route.rows(answer))
        : listOf(answer);
    return { data: items.map((row) => withId(route, row)) as never[], total };
  },
  async getOne(resource, params) {
    return { data: (await getOne(resource, params.id)) as never };
  },
  async getMany(resource, params) {
    const records = await Promise.all(params.ids.map((id) => getOne(resource, id)));
    return { data: records as never[] };
  },
  async getManyReference(resource, params) {
    return baseProvider.getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    });
  },
  async update(resource, params) {
    return {
      data: (await update(resource, params.id, params.data as RaRecord, params.previousData)) as never,
    };
  },
  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => update(resource, id, params.data as unknown as RaRecord)));
    return { data: params.ids };
  },
  async create(resource, params) {
    const route = routeOf(resource);
    const answer = await staffFetch<Record<string, unknown>>(route.path, {
      method: 'POST',
      body: params.data,
    });
    const row = (answer as { member?: Record<string, unknown> }).member ?? answer;
    return { data: withId(route, row) as never };
  },
  async delete() {
    throw new Error('Rien ne se supprime ici : désactivez plutôt l’élément.');
  },
  async deleteMany() {
    throw new Error('Rien ne se supprime ici : désactivez plutôt l’élément.');
  },
};

/** What the screens ask beyond records. */
export const staffActions = {
  dashboard: (day: string | undefined) => staffFetch<Dashboard>('/dashboard', { query: { day } }),
  order: (number: string) => staffFetch<StaffOrder>(`/orders/${encodeURIComponent(number)}`),
  pickingList: (query: { day: string; slotId?: string; pickupPointId?: string }) =>
    staffFetch<PickingList>('/picking-list', { query }),
  /**
   * `lines`: what went in the bags, line by line (issue 37); the card is charged for that.
   * `preparedAtRead`: the order's `preparedAt` as the screen shows it, so another screen's
   * preparation since is refused rather than overwritten.
   */
  setPrepared: (
    number: string,
    prepared: boolean,
    preparedAtRead: string | null,
    lines?: StaffOrderPreparedBody['lines'],
  ) =>
    staffFetch<StaffOrder>(`/orders/${encodeURIComponent(number)}/prepared`, {
      method: 'POST',
      body: lines ? { prepared, preparedAtRead, lines } : { prepared, preparedAtRead },
    }),
  /** Issue 41: what may replace a short line's missing units, the customer's pick first. */
  substitutes: (number: string, lineId: string) =>
    staffFetch<StaffSubstituteCandidates>(
      `/orders/${encodeURIComponent(number)}/lines/${encodeURIComponent(lineId)}/substitutes`,
    ),
  /** « Ruptures »: per day and product, what ran short. */
  shortages: (query: { from: string; to: string }) => staffFetch<SubstitutionReport>('/shortages', { query }),
  moveOrder: (number: string, status: StaffOrder['moves'][number]['to']) =>
    staffFetch(`/orders/${encodeURIComponent(number)}/status`, { method: 'POST', body: { status } }),
  cancelOrder: (number: string) =>
    staffFetch(`/orders/${encodeURIComponent(number)}/cancel`, { method: 'POST' }),
  resendConfirmation: (number: string) =>
    staffFetch(`/orders/${encodeURIComponent(number)}/confirmation-mail`, { method: 'POST' }),
  /** The bike slots ahead a waiting order may move to, each allowed or not. */
  rebookingSlots: (number: string) =>
    staffFetch<StaffRebookingSlots>(`/orders/${encodeURIComponent(number)}/delivery-slots`),
  rebookOrder: (number: string, slotId: string) =>
    staffFetch<StaffOrder>(`/orders/${encodeURIComponent(number)}/delivery-slot`, {
      method: 'POST',
      body: { slotId },
    }),
  slots: (query: { from: string; to: string; mode?: string }) =>
    staffFetch<ListAnswer<Slot>>('/slots', { query: { ...query, perPage: 200 } }),
  closeDay: (day: string, closed: boolean) =>
    staffFetch<{ day: string; slots: number }>('/closed-days', { method: 'POST', body: { day, closed } }),
  bikeHours: () => staffFetch<BikeHours>('/bike-hours'),
  /** « Offres de bienvenue »: the referral's amounts, the first orders' gift and free delivery. */
  promotionSettings: () => staffFetch<PromotionSettings>('/promotion-settings'),
  changePromotionSettings: (body: PromotionSettingsChange) =>
    staffFetch<PromotionSettings>('/promotion-settings', { method: 'PUT', body }),
  changeBikeHours: (body: BikeHoursChange) => staffFetch<BikeHours>('/bike-hours', { method: 'PUT', body }),
  cancelBikeHoursChange: (from: string) =>
    staffFetch<BikeHours>(`/bike-hours/${encodeURIComponent(from)}`, { method: 'DELETE' }),
  slotBookings: (id: string) => staffFetch<{ items: Booking[] }>(`/slots/${encodeURIComponent(id)}/bookings`),
  uploadPicture: (productId: string, file: File) =>
    staffFetch(`/products/${encodeURIComponent(productId)}/picture`, { method: 'PUT', file }),
  publishDocument: (id: string) =>
    staffFetch(`/documents/${encodeURIComponent(id)}/publish`, { method: 'POST' }),
  retryJob: (id: string) => staffFetch(`/failed-jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
  revokeSessions: (memberId: string) =>
    staffFetch<{ revoked: number }>(`/members/${encodeURIComponent(memberId)}/revoke-sessions`, {
      method: 'POST',
    }),
  /** Issue 42: a bike slot's rounds; every change below answers them again. */
  slotRounds: (query: { day: string; slotId: string }) => staffFetch<SlotRounds>('/rounds', { query }),
  planRounds: (body: { day: string; slotId: string }) =>
    staffFetch<SlotRounds>('/rounds/plan', { method: 'POST', body }),
  moveStop: (stopId: string, body: { roundId: string; position: number }) =>
    staffFetch<SlotRounds>(`/rounds/stops/${encodeURIComponent(stopId)}/move`, { method: 'POST', body }),
  assignCourier: (roundId: string, courierId: string | null) =>
    staffFetch<SlotRounds>(`/rounds/${encodeURIComponent(roundId)}/courier`, {
      method: 'POST',
      body: { courierId },
    }),
  startRound: (roundId: string) =>
    staffFetch<DeliveryRound>(`/rounds/${encodeURIComponent(roundId)}/start`, { method: 'POST' }),
  roundsReport: (query: { from: string; to: string }) =>
    staffFetch<RoundsReport>('/rounds/report', { query }),
  /** « Livraisons manquées »: the day's stops marked absent, with each order as it is now. */
  missedDeliveries: (day: string) => staffFetch<MissedDeliveries>('/rounds/missed', { query: { day } }),
  /**
   * The signed-in courier's rounds of the shop's day, with how far the phone's clock is from the
   * shop's (a phone's clock may be wrong; its marks are stamped in the shop's time).
   */
  courierRounds: async (): Promise<CourierRounds & { clockOffsetMs: number }> => {
    const answer = await staffFetch<CourierRounds>('/courier/rounds');
    return { ...answer, clockOffsetMs: Date.parse(answer.now) - Date.now() };
  },
  /** A doorstep's outcome; the same `key` twice is applied once. Answers the updated round. */
  markStop: (stopId: string, body: StopOutcomeBody) =>
    staffFetch<DeliveryRound>(`/courier/stops/${encodeURIComponent(stopId)}`, { method: 'POST', body }),
};

export type StaffActions = typeof staffActions;

export const dataProvider = { ...baseProvider, ...staffActions } as DataProvider & StaffActions;
