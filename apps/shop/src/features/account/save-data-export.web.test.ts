/**
 * The data export in the browser (GDPR article 20): the JSON becomes a file the browser downloads
 * under the server's name for it (a phone opens its share sheet instead), and the file's address
 * is let go once the download has started.
 */
import type { DataExport } from './api/account-api';
import { saveDataExport } from './save-data-export.web';

const file: DataExport = {
  fileName: 'sillon-2026-11-29.json',
  text: JSON.stringify({ account: { firstName: 'Camille', email: 'camille@example.fr' }, orders: [] }),
};

/** The few parts of the page the download uses: a link, the body it is put in. */
function fakePage() {
  const link = { href: '', download: '', click: jest.fn(), remove: jest.fn() };
  const body = { append: jest.fn() };
  const page = { createElement: jest.fn((_tag: string) => link), body };
  Object.defineProperty(globalThis, 'document', { value: page, configurable: true });
  return { link, page };
}

const blobs: Blob[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  blobs.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:http://localhost:8081/export-1';
  });
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

it('downloads the file under the server’s name, with the JSON the session fetched', async () => {
  const { link, page } = fakePage();
  expect(await saveDataExport(file)).toBe('downloaded');
  expect(page.createElement).toHaveBeenCalledWith('a');
  expect(link).toMatchObject({
    href: 'blob:http://localhost:8081/export-1',
    download: 'sillon-2026-11-29.json',
  });
  expect(page.body.append).toHaveBeenCalledWith(link);
  expect(link.click).toHaveBeenCalledTimes(1);
  expect(link.remove).toHaveBeenCalledTimes(1);
  expect(blobs[0]?.type).toBe('application/json');
  expect(await blobs[0]?.text()).toBe(file.text);
});

it('lets the file’s address go only after the download has started', async () => {
  fakePage();
  await saveDataExport(file);
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost:8081/export-1');
});
