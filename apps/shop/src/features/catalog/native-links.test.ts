import { canonicalAppPath, pathOfLink } from './native-links';

const routing = {
  products: [
    {
      id: '6f1c2b9e-1111-4222-8333-444455556666',
      documentId: 'abc123def456',
      reference: 'miel-de-lavande',
      slug: 'miel-de-lavande',
      displayName: 'Miel de lavande',
    },
  ],
  racks: [],
};

describe('deep links', () => {
  it.each([
    ['sillon://pp/miel-de-lavande-abc123def456', '/pp/miel-de-lavande-abc123def456'],
    ['https://sillon.example/p/a/b/abc123def456?ref=qr', '/p/a/b/abc123def456?ref=qr'],
    ['/search', '/search'],
    ['search', '/search'],
  ])('reads the path of %s', (link, path) => {
    expect(pathOfLink(link)).toBe(path);
  });

  it('rewrites a legacy three-level product path without waiting for data', async () => {
    const load = jest.fn();
    expect(await canonicalAppPath('sillon://p/a/b/abc123def456', load)).toBe('/pp/abc123def456');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads routing data for a reference link and lands on the canonical product', async () => {
    expect(await canonicalAppPath('https://sillon.example/r/miel-de-lavande', async () => routing)).toBe(
      '/pp/miel-de-lavande-abc123def456',
    );
  });

  it('leaves an unresolvable link as it is (the 404 screen shows), even offline', async () => {
    expect(await canonicalAppPath('/r/inconnu', async () => routing)).toBe('/r/inconnu');
    expect(
      await canonicalAppPath('/r/miel-de-lavande', async () => {
        throw new Error('offline');
      }),
    ).toBe('/r/miel-de-lavande');
  });
});
