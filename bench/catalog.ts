/**
 * `npm run bench:catalog`: the real server process on a random port, on a fresh embedded
 * database seeded with the demo shop (and the built web app when present), loaded over loopback by
 * autocannon. Prints req/s and latency percentiles per endpoint; figures go to bench/README.md.
 * Target on a 2-core machine: p99 under 25 ms for the JSON endpoints at 50 connections.
 */
import autocannon from 'autocannon';
import { startShopServer } from './shop-server';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const DURATION_SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);

const json: Record<string, string> = { 'accept-encoding': 'br, gzip' };
const targets: { name: string; path: string; headers: Record<string, string>; revalidate?: boolean }[] = [
  {
    name: 'GET /api/bff/catalog/products (307 tiles, 30 KB brotli)',
    path: '/api/bff/catalog/products',
    headers: json,
  },
  {
    name: 'GET /api/bff/catalog/products, revalidated (304)',
    path: '/api/bff/catalog/products',
    headers: json,
    revalidate: true,
  },
  { name: 'GET /api/bff/page?path=/', path: '/api/bff/page?path=/', headers: json },
  { name: 'GET /api/bff/search?s=pates', path: '/api/bff/search?s=pates', headers: json },
  {
    name: 'GET /api/catalog/products/availability',
    path: '/api/catalog/products/availability',
    headers: json,
  },
  { name: 'GET /images/products/…?w=400 (AVIF)', path: '', headers: { accept: 'image/avif,image/webp,*/*' } },
  { name: 'GET / (pre-rendered home, brotli)', path: '/', headers: { 'accept-encoding': 'br' } },
  { name: 'GET /api/health (database round trip)', path: '/api/health', headers: {} },
];

const shop = await startShopServer();
const { address } = shop;
const catalog = (await (await fetch(`${address}/api/bff/catalog/products`)).json()) as {
  products: { photo: { url: string } }[];
};
const firstProduct = catalog.products[0]!;
const imagePath = `${firstProduct.photo.url}?w=400&fm=auto`;

console.log(`\nnode ${process.version}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint\n`);
console.log('| endpoint | req/s | p50 ms | p99 ms | answers | errors |');
console.log('|---|---|---|---|---|---|');
for (const target of targets) {
  const url = `${address}${target.path || imagePath}`;
  // Warm the caches, as a running shop has them; a returning app sends the ETag it holds.
  const warm = await fetch(url, { headers: target.headers });
  const headers = target.revalidate
    ? { ...target.headers, 'if-none-match': warm.headers.get('etag') ?? '' }
    : target.headers;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  // A 304 is the expected answer of a revalidation; any other non-2xx answer is an error.
  const unexpected = target.revalidate ? result.non2xx - result['3xx'] : result.non2xx;
  const errors = result.errors + result.timeouts + unexpected;
  const answers = `${result['2xx']} 2xx, ${result['3xx']} 3xx`;
  console.log(
    `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${answers} | ${errors} |`,
  );
}

await shop.stop();
