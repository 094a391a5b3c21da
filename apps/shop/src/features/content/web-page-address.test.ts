import { webPageAddress } from './web-page-address';

jest.mock('@/config', () => ({ config: { webViewHosts: ['aide.sillon.example'] } }));

const shopUrl = (path: string) => `https://sillon.example${path}`;

describe('webPageAddress', () => {
  it.each([
    ['/mission-regeneration', 'https://sillon.example/mission-regeneration'],
    ['https://aide.sillon.example/cgv', 'https://aide.sillon.example/cgv'],
    ['https://phishing.example/connexion', undefined],
    ['http://aide.sillon.example/cgv', undefined],
    ['javascript:alert(1)', undefined],
    ['//evil.example/page', undefined],
    ['file:///etc/passwd', undefined],
    [undefined, undefined],
  ])('%s → %s', (url, address) => {
    expect(webPageAddress(url, shopUrl)).toBe(address);
  });
});
