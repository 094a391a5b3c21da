import { describe, expect, it } from 'vitest';
import { journeyShopUrl } from './support/shop';

/** The shop's own links in a server-rendered page: pages only (no files, no API, no fragment). */
function pageLinks(html: string): string[] {
  const links = [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );
  return links.filter(
    (href) => !href.startsWith('//') && !href.startsWith('/_expo/') && !href.startsWith('/api/'),
  );
}

/** Runs `work` over `items`, `concurrency` at a time (the server's two cores are shared). */
async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Issue 16: every link reachable from home, the menu, each rack and the pages they link to answers
 * a page (a 301 to one is fine), read from the HTML the server renders, as a search engine would.
 */
describe('the shop’s links', () => {
  const shopUrl = journeyShopUrl();

  it('answer from home, the menu, every rack and what they link to', async () => {
    const { racks } = (await (await fetch(`${shopUrl}/api/bff/catalog/racks`)).json()) as {
      racks: { path: string }[];
    };
    const starts = ['/', '/menu', ...racks.map((rack) => rack.path)];
    const status = new Map<string, number>();
    const linkedFrom = new Map<string, string>();
    const htmlOf = new Map<string, string>();

    const visit = async (path: string) => {
      if (status.has(path)) return;
      status.set(path, 0);
      const answer = await fetch(`${shopUrl}${path}`, { redirect: 'follow' });
      status.set(path, answer.status);
      if (answer.ok && (answer.headers.get('content-type') ?? '').includes('text/html')) {
        htmlOf.set(path, await answer.text());
      } else {
        await answer.body?.cancel();
      }
    };
    const linksOf = (pages: readonly string[]) => {
      const found = new Set<string>();
      for (const page of pages) {
        for (const link of pageLinks(htmlOf.get(page) ?? '')) {
          if (!linkedFrom.has(link)) linkedFrom.set(link, page);
          found.add(link);
        }
      }
      return [...found];
    };

    await eachLimited(starts, 4, visit);
    const firstLevel = linksOf(starts);
    await eachLimited(firstLevel, 4, visit);
    await eachLimited(linksOf(firstLevel), 4, visit);

    const broken = [...status]
      .filter(([, code]) => code >= 400 || code === 0)
      .map(([path, code]) => `${code} ${path} (linked from ${linkedFrom.get(path) ?? 'the start'})`);
    expect(broken).toEqual([]);
    expect(status.size).toBeGreaterThan(200);
  }, 240_000);
});
