/**
 * A shop N times the demo's (`npm run db:seed -- --scale 100`), to measure the shop at size: on top
 * of the demo shop, generated racks, shelves and products (copies of the demo's, under other names,
 * with the demo's pictures), customers, and their past orders priced and frozen like real ones
 * (lines, a payment, statuses and the completion's snapshot, priced by the checkout's own
 * `priceCart`). Written by `insert … select generate_series` in one transaction, so a million
 * orders are written set by set, not row by row; seeding again replaces what the last run
 * generated (same ids).
 * For load tests on a scratch database: never on a real shop.
 */
import { count, eq, notLike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { searchVectorSql } from '../modules/catalog/catalog.repository';
import {
  producers as producersTable,
  products as productsTable,
  racks as racksTable,
  shelves as shelvesTable,
} from '../modules/catalog/catalog.tables';
import { searchWordsOf } from '../modules/catalog/search-query';
import type { CartVariant } from '../modules/catalog';
import { priceCart } from '../modules/orders/order-pricing';

/** At scale 1: a quarter of a thousand products, fifty shelves, ten thousand orders. */
const PER_SCALE = { products: 250, shelves: 50, racks: 1, customers: 100, orders: 10_000 };
/** The heaviest customers' order count (the account's order history at its longest). */
const HEAVY_CUSTOMER_ORDERS = 500;
/** Baskets priced once and repeated across orders: enough variety, little pricing work. */
const MAX_BASKETS = 2_000;
const ORDERS_PER_STATEMENT = 100_000;
/** Generated rows are recognised by these, to be replaced by the next run. */
const KEY_PREFIX = 'scale-';
const CUSTOMER_PHONE_PREFIX = '+3379';
/** Above this the embedded database (one process's memory) is not the place: use PostgreSQL. */
export const MAX_EMBEDDED_SCALE = 2;

/** Words added to the demo's product names, so that copies differ (they enter the search vocabulary). */
const VARIETIES = [
  'bio',
  'fermier',
  'de saison',
  'tradition',
  'extra',
  'du terroir',
  'format familial',
  'petit format',
  'recette maison',
  'sélection',
  'nature',
  'doux',
];
const FIRST_NAMES = ['Camille', 'Léa', 'Louis', 'Chloé', 'Hugo', 'Manon', 'Jules', 'Inès', 'Gabriel', 'Zoé'];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand'];

export type ScaleOptions = {
  scale: number;
  /** Overrides the product count (scale × 250), e.g. to measure search on 100 000 products. */
  products?: number | undefined;
  log?: { info(message: string): void };
};

export type ScaleReport = {
  racks: number;
  shelves: number;
  products: number;
  customers: number;
  heavyCustomers: number;
  orders: number;
  orderLines: number;
  seconds: number;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function scaledCounts(options: Pick<ScaleOptions, 'scale' | 'products'>) {
  const { scale } = options;
  if (!(scale > 0)) throw new Error('--scale must be a positive number');
  const orders = Math.round(PER_SCALE.orders * scale);
  const customers = Math.max(2, Math.round(PER_SCALE.customers * scale));
  const heavyCustomers = Math.max(1, Math.round(scale));
  return {
    racks: Math.max(1, Math.round(PER_SCALE.racks * scale)),
    shelves: Math.max(1, Math.round(PER_SCALE.shelves * scale)),
    products: options.products ?? Math.max(1, Math.round(PER_SCALE.products * scale)),
    customers,
    heavyCustomers,
    // Half the orders at most go to the heaviest customers; the others share the rest.
    heavyOrders: Math.min(HEAVY_CUSTOMER_ORDERS, Math.floor(orders / (2 * heavyCustomers))),
    orders,
  };
}

/** Generates the scaled shop over an already seeded demo shop (its racks, products and producers). */
export async function seedScaledShop(db: Database, options: ScaleOptions): Promise<ScaleReport> {
  const log = options.log ?? { info: () => undefined };
  const counts = scaledCounts(options);
  const started = Date.now();
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const at = Date.now();
    const result = await work();
    log.info(`  ${label}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };
  const orderLines = await db.transaction(async (tx) => {
    await step('previous generated rows removed', () => removeGenerated(tx));
    await step(`${counts.racks} racks, ${counts.shelves} shelves`, () => insertRacksAndShelves(tx, counts));
    await step(`${counts.products} products`, () => insertProducts(tx, counts));
    await step(`${counts.customers} customers`, () => insertCustomers(tx, counts.customers));
    const basketSizes = await step('baskets priced', () => insertBaskets(tx, counts.orders));
    for (let from = 1; from <= counts.orders; from += ORDERS_PER_STATEMENT) {
      const to = Math.min(counts.orders, from + ORDERS_PER_STATEMENT - 1);
      await step(`orders ${from}–${to}`, () => insertOrders(tx, counts, basketSizes.length, from, to));
    }
    let lines = 0;
    for (let g = 1; g <= counts.orders; g += 1) lines += basketSizes[g % basketSizes.length]!;
    return lines;
  });
  await step('statistics (analyze)', () => db.execute(sql`analyze`));
  return {
    racks: counts.racks,
    shelves: counts.shelves,
    products: counts.products,
    customers: counts.customers,
    heavyCustomers: counts.heavyCustomers,
    orders: counts.orders,
    orderLines,
    seconds: (Date.now() - started) / 1000,
  };
}

async function removeGenerated(tx: Tx): Promise<void> {
  const customers = sql`(select id from users where phone like ${`${CUSTOMER_PHONE_PREFIX}%`})`;
  // Lines, payments and statuses go with their order (on delete cascade).
  await tx.execute(sql`delete from carts where user_id in ${customers}`);
  await tx.execute(sql`delete from customer_profiles where user_id in ${customers}`);
  await tx.execute(sql`delete from users where phone like ${`${CUSTOMER_PHONE_PREFIX}%`}`);
  await tx.execute(sql`delete from products where reference like ${`${KEY_PREFIX}%`}`);
  await tx.execute(sql`delete from racks where key like ${`${KEY_PREFIX}%`}`);
}

/** Demo rows numbered from 1 in a stable order: the templates the generated rows copy in turn. */
const demoRacks = sql`(select row_number() over (order by position, id) as n, * from racks
  where key not like ${`${KEY_PREFIX}%`})`;
const demoShelves = sql`(select row_number() over (order by rack_id, position, id) as n, * from shelves
  where key not like ${`${KEY_PREFIX}%`})`;
const demoProducts = sql`(select row_number() over (order by reference) as n, * from products
  where reference not like ${`${KEY_PREFIX}%`})`;
/** A name-based UUID of a generated row (version 5 and RFC variant bits, as the API checks). */
const uuidOf = (key: SQL) =>
  sql`overlay(overlay(md5(${key}) placing '5' from 13 for 1) placing '8' from 17 for 1)::uuid`;
const demoProducers = sql`(select row_number() over (order by id) as n, id from producers)`;

async function countOf(tx: Tx, table: 'racks' | 'shelves' | 'products' | 'producers'): Promise<number> {
  const generated = `${KEY_PREFIX}%`;
  const [row] = await (table === 'producers'
    ? tx.select({ count: count() }).from(producersTable)
    : table === 'racks'
      ? tx.select({ count: count() }).from(racksTable).where(notLike(racksTable.key, generated))
      : table === 'shelves'
        ? tx.select({ count: count() }).from(shelvesTable).where(notLike(shelvesTable.key, generated))
        : tx
            .select({ count: count() })
            .from(productsTable)
            .where(notLike(productsTable.reference, generated)));
  if (!row?.count) throw new Error(`the demo shop has no ${table}: run the demo seed first`);
  return row.count;
}

async function insertRacksAndShelves(tx: Tx, counts: ReturnType<typeof scaledCounts>): Promise<void> {
  const rackTemplates = await countOf(tx, 'racks');
  const shelfTemplates = await countOf(tx, 'shelves');
  await tx.execute(sql`
    insert into racks (key, label, title, url_slug, canonical, legacy_key, seo, marketing, image_key, position)
    select ${KEY_PREFIX} || 'rack-' || r, t.label || ' ' || r, t.title || ' ' || r, t.url_slug || '-' || r,
      true, null, t.seo, t.marketing, t.image_key, 1000 + r
    from generate_series(1, ${counts.racks}::int) r
    join ${demoRacks} t on t.n = 1 + (r - 1) % ${rackTemplates}`);
  // Shelves dealt to the racks in turn; labels are the demo's numbered, slugs derived from them.
  await tx.execute(sql`
    insert into shelves (key, rack_id, legacy_key, label, url_slug, position, article)
    select ${KEY_PREFIX} || 'shelf-' || s, rack.id, null, t.label || ' ' || s, null, (s - 1) / ${counts.racks}, null
    from generate_series(1, ${counts.shelves}::int) s
    join racks rack on rack.key = ${KEY_PREFIX} || 'rack-' || (1 + (s - 1) % ${counts.racks})
    join ${demoShelves} t on t.n = 1 + (s - 1) % ${shelfTemplates}`);
}

async function insertProducts(tx: Tx, counts: ReturnType<typeof scaledCounts>): Promise<void> {
  const templates = await countOf(tx, 'products');
  const producers = await countOf(tx, 'producers');
  const varieties = sql.raw(`array[${VARIETIES.map((word) => `'${word.replace(/'/g, "''")}'`).join(', ')}]`);
  // Product p copies demo product (p mod count) under the name of a variety, from another farm,
  // with a slightly different price; its picture and food information are the demo product's.
  await tx.execute(sql`
    insert into products (id, document_id, reference, slug, display_name, description, unit_label,
      net_quantity, price_cents, vat_rate_bp, labels, producer_id, origin_region, photo_key,
      max_orderable, stock, available, regional_postal_prefixes, farm_share_bp, food_information, search_vector,
      search_name)
    select ${uuidOf(sql`${KEY_PREFIX} || 'product:' || p`)}, substr(md5(${KEY_PREFIX} || 'document:' || p), 1, 12),
      ${KEY_PREFIX} || lpad(p::text, 6, '0'), ${KEY_PREFIX} || lpad(p::text, 6, '0'), named.display_name,
      t.description, t.unit_label, t.net_quantity, greatest(50, t.price_cents + (p * 37) % 61 - 30),
      t.vat_rate_bp, t.labels, farm.id, t.origin_region, t.photo_key, t.max_orderable, 1000, t.available,
      null, t.farm_share_bp, t.food_information, ''::tsvector, lower(unaccent(named.display_name))
    from generate_series(1, ${counts.products}::int) p
    join ${demoProducts} t on t.n = 1 + (p - 1) % ${templates}
    join ${demoProducers} farm on farm.n = 1 + p % ${producers}
    cross join lateral (select t.display_name || ' ' ||
      (${varieties})[1 + ((p - 1) / ${templates}) % ${VARIETIES.length}] as display_name) named`);
  await tx.execute(sql`
    insert into retail_variants (id, product_id, unit_label, price_cents, net_quantity)
    select ${uuidOf(sql`${KEY_PREFIX} || 'retail:' || p`)}, ${uuidOf(sql`${KEY_PREFIX} || 'product:' || p`)},
      retail.unit_label, retail.price_cents, retail.net_quantity
    from generate_series(1, ${counts.products}::int) p
    join ${demoProducts} t on t.n = 1 + (p - 1) % ${templates}
    join retail_variants retail on retail.product_id = t.id`);
  // Each product on one shelf, one in five on a second one too (like the demo's).
  await tx.execute(sql`
    insert into shelf_products (shelf_id, product_id, position)
    select shelf.id, ${uuidOf(sql`${KEY_PREFIX} || 'product:' || p`)}, (p - 1) / ${counts.shelves}
    from generate_series(1, ${counts.products}::int) p
    join shelves shelf on shelf.key = ${KEY_PREFIX} || 'shelf-' || (1 + (p - 1) % ${counts.shelves})
    union all
    select shelf.id, ${uuidOf(sql`${KEY_PREFIX} || 'product:' || p`)}, 10000 + p
    from generate_series(5, ${counts.products}::int, 5) p
    join shelves shelf on shelf.key = ${KEY_PREFIX} || 'shelf-' || (1 + (p * 7) % ${counts.shelves})
    on conflict do nothing`);
  await tx.execute(
    sql`update products set search_vector = ${searchVectorSql} where reference like ${`${KEY_PREFIX}%`}`,
  );
  const words = [...new Set(VARIETIES.flatMap(searchWordsOf))].filter((word) => word.length >= 3);
  for (const word of words) {
    await tx.execute(sql`insert into search_words (word) values (${word}) on conflict do nothing`);
  }
}

/** Customer n: a phone-verified user with a profile. */
async function insertCustomers(tx: Tx, customers: number): Promise<void> {
  await tx.execute(sql`
    insert into users (id, kind, phone, created_at, last_sign_in_at)
    select ${uuidOf(sql`${KEY_PREFIX} || 'customer:' || n`)}, 'customer',
      ${CUSTOMER_PHONE_PREFIX} || lpad(n::text, 7, '0'),
      timestamptz '2023-01-01' + (n % 365) * interval '1 day', timestamptz '2026-11-01'
    from generate_series(1, ${customers}::int) n`);
  await tx.execute(sql`
    insert into customer_profiles (user_id, first_name, email, created_at, updated_at)
    select ${uuidOf(sql`${KEY_PREFIX} || 'customer:' || n`)}, (${firstNames})[1 + n % ${FIRST_NAMES.length}],
      'client' || n || '@scale.sillon.test',
      timestamptz '2023-01-01' + (n % 365) * interval '1 day', timestamptz '2026-11-01'
    from generate_series(1, ${customers}::int) n`);
}

const firstNames = sql.raw(`array[${FIRST_NAMES.map((name) => `'${name}'`).join(', ')}]`);
const lastNames = sql.raw(`array[${LAST_NAMES.map((name) => `'${name}'`).join(', ')}]`);

/** A deterministic sequence in [0, 1): the same baskets on every run. */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

/**
 * Baskets priced by the checkout's own pricing (no promotion, bike or parcel delivery), kept in
 * temporary tables the orders copy in turn. Answers each basket's number of lines.
 */
async function insertBaskets(tx: Tx, orders: number): Promise<number[]> {
  const rows = await tx
    .select({
      id: productsTable.id,
      displayName: productsTable.displayName,
      slug: productsTable.slug,
      unitLabel: productsTable.unitLabel,
      priceCents: productsTable.priceCents,
      vatRateBp: productsTable.vatRateBp,
      maxOrderable: productsTable.maxOrderable,
    })
    .from(productsTable)
    .where(eq(productsTable.available, true))
    .orderBy(sql`md5(${productsTable.id}::text)`)
    .limit(5000);
  const variants: CartVariant[] = rows.map((row) => ({
    variantId: row.id,
    productId: row.id,
    name: row.displayName,
    slug: row.slug,
    unitLabel: row.unitLabel,
    priceCents: row.priceCents,
    vatRateBp: row.vatRateBp,
    available: true,
    stock: 1000,
    maxOrderable: row.maxOrderable,
    isRetail: false,
    regionalPostalPrefixes: null,
  }));
  const basketCount = Math.max(1, Math.min(MAX_BASKETS, Math.ceil(orders / 100)));
  const next = sequence(basketCount);
  const baskets = Array.from({ length: basketCount }, (_, n) => {
    const chosen = new Map<string, { variant: CartVariant; quantity: number }>();
    const size = Math.min(variants.length, 2 + Math.floor(next() * 9));
    while (chosen.size < size) {
      const variant = variants[Math.floor(next() * variants.length)]!;
      chosen.set(variant.variantId, { variant, quantity: 1 + Math.floor(next() * 3) });
    }
    const lines = [...chosen.values()].map((line, index) => ({ id: String(index + 1), ...line }));
    const priced = priceCart({
      lines,
      offers: {
        gifts: [],
        coupon: null,
        referral: null,
        firstOrderFreeDelivery: false,
        completedOrdersCount: 1,
      },
      giftVariants: new Map(),
      shippingMode: next() < 0.7 ? 'bag' : 'parcel',
    });
    return {
      n,
      snapshot: { priced },
      shipping_mode: priced.shipping?.mode ?? 'bag',
      total_cents: priced.totals.totalAfterStoreCreditCents,
      lines: lines.map((line, position) => ({
        variant_id: line.variant.variantId,
        quantity: line.quantity,
        position,
      })),
    };
  });
  await tx.execute(sql`create temporary table scale_baskets
    (n int primary key, snapshot jsonb not null, shipping_mode text not null, total_cents int not null)
    on commit drop`);
  await tx.execute(sql`create temporary table scale_basket_lines
    (n int not null, variant_id uuid not null, quantity int not null, position int not null) on commit drop`);
  for (let start = 0; start < baskets.length; start += 200) {
    const chunk = JSON.stringify(baskets.slice(start, start + 200));
    await tx.execute(sql`insert into scale_baskets
      select n, snapshot, shipping_mode, total_cents
      from jsonb_to_recordset(${chunk}::jsonb) as b(n int, snapshot jsonb, shipping_mode text, total_cents int)`);
    await tx.execute(sql`insert into scale_basket_lines
      select b.n, l.variant_id, l.quantity, l.position
      from jsonb_to_recordset(${chunk}::jsonb) as b(n int, lines jsonb)
      cross join lateral jsonb_to_recordset(b.lines) as l(variant_id uuid, quantity int, position int)`);
  }
  return baskets.map((basket) => basket.lines.length);
}

/**
 * Orders `from`…`to`: every `stride`-th goes to the heaviest customers in turn (500 each, spread
 * over the table as a real customer's are over the years), the others to the rest in turn; over
 * three years, one in twenty cancelled, the others delivered.
 */
async function insertOrders(
  tx: Tx,
  counts: ReturnType<typeof scaledCounts>,
  baskets: number,
  from: number,
  to: number,
): Promise<void> {
  const heavy = counts.heavyCustomers * counts.heavyOrders;
  const stride = Math.max(1, Math.floor(counts.orders / Math.max(1, heavy)));
  const others = counts.customers - counts.heavyCustomers;
  const orders = sql`(select g,
      ${uuidOf(sql`${KEY_PREFIX} || 'order:' || g`)} as id,
      ${uuidOf(sql`${KEY_PREFIX} || 'customer:' || c.n`)} as user_id,
      c.n as customer,
      g % 20 = 0 as canceled,
      date_trunc('minute', timestamptz '2026-11-20 18:00+01' - ((g::bigint * 7919) % 1576800) * interval '1 minute')
        as completed_at
    from generate_series(${from}::int, ${to}::int) g
    cross join lateral (select case when g % ${stride} = 0 and g / ${stride} <= ${heavy}
      then 1 + (g / ${stride} - 1) % ${counts.heavyCustomers}
      else ${counts.heavyCustomers} + 1 + g % ${Math.max(1, others)} end as n) c)`;
  const slotStart = sql`date_trunc('hour', o.completed_at + interval '1 day')`;
  const iso = (value: SQL) => sql`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  await tx.execute(sql`
    insert into carts (id, number, token, user_id, state, email, bill_address, ship_address,
      shipment_number, shipping_mode, delivery_slot, payment_state, shipment_state, completed_at,
      prepared_at, status, snapshot, created_at, updated_at)
    select o.id, 'R9' || lpad(o.g::text, 8, '0'), replace(gen_random_uuid()::text, '-', ''), o.user_id,
      'complete', 'client' || o.customer || '@scale.sillon.test', address.value, address.value,
      'H9' || lpad(o.g::text, 10, '0'), b.shipping_mode,
      jsonb_build_object('id', ${uuidOf(sql`${KEY_PREFIX} || 'slot:' || ${slotStart}`)}::text,
        'start', ${iso(slotStart)}, 'end', ${iso(sql`${slotStart} + interval '2 hours'`)},
        'bookableUntil', ${iso(sql`${slotStart} - interval '12 hours'`)}),
      case when o.canceled then 'void' else 'paid' end, case when o.canceled then 'canceled' else 'ready' end,
      o.completed_at, case when o.canceled then null else ${slotStart} - interval '3 hours' end,
      case when o.canceled then 'canceled' else 'delivered' end, b.snapshot,
      o.completed_at - interval '25 minutes', o.completed_at + interval '1 day'
    from ${orders} o
    join scale_baskets b on b.n = o.g % ${baskets}
    cross join lateral (select jsonb_build_object(
      'firstname', (${firstNames})[1 + o.customer % ${FIRST_NAMES.length}],
      'lastname', (${lastNames})[1 + o.customer % ${LAST_NAMES.length}],
      'fullname', (${firstNames})[1 + o.customer % ${FIRST_NAMES.length}] || ' ' ||
        (${lastNames})[1 + o.customer % ${LAST_NAMES.length}],
      'address1', (1 + o.customer % 120) || ' rue Oberkampf', 'address2', '', 'city', 'Paris',
      'zipcode', '750' || lpad((1 + o.customer % 20)::text, 2, '0'), 'countryIso', 'FR',
      'stateName', 'Île-de-France', 'company', null) as value) address`);
  await tx.execute(sql`
    insert into cart_lines (cart_id, variant_id, quantity, position)
    select ${uuidOf(sql`${KEY_PREFIX} || 'order:' || g`)}, l.variant_id, l.quantity, l.position
    from generate_series(${from}::int, ${to}::int) g
    join scale_basket_lines l on l.n = g % ${baskets}`);
  await tx.execute(sql`
    insert into order_payments (number, cart_id, payment_method_id, amount_cents, state,
      processor_payment_method_id, brand, last_digits, exp_month, exp_year, intent_id, created_at, updated_at)
    select 'PZ' || upper(lpad(to_hex(o.g), 7, '0')), o.id, '1', b.total_cents,
      case when o.canceled then 'void' else 'completed' end, 'pm_scale_' || o.customer, 'visa', '4242',
      12, 2029, 'pi_scale_' || o.g, o.completed_at - interval '1 minute', o.completed_at
    from ${orders} o
    join scale_baskets b on b.n = o.g % ${baskets}`);
  await tx.execute(sql`
    insert into order_status_changes (order_id, from_status, to_status, actor_kind, actor_id, changed_at)
    select o.id, null, 'scheduled', 'system', null, o.completed_at from ${orders} o
    union all
    select o.id, 'scheduled', case when o.canceled then 'canceled' else 'delivered' end,
      case when o.canceled then 'customer' else 'staff' end, null, o.completed_at + interval '1 day'
    from ${orders} o`);
}
