/**
 * Handing the referral text on the web: the Web Share API where the browser has it (phones,
 * Safari), the clipboard everywhere else; a closed sheet or a refused clipboard says the text did
 * not leave (a phone uses its share sheet, which copies too).
 */
import { canCopy, canShare, copyText, shareText } from './share-text.web';

const message = { title: 'Mon code Sillon', message: 'Mon code de parrainage : CAMILLE-7KQ2M' };

function browser(parts: { share?: jest.Mock; clipboard?: { writeText: jest.Mock } }) {
  Object.defineProperty(globalThis, 'navigator', { value: parts, configurable: true });
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
  else Reflect.deleteProperty(globalThis, 'navigator');
});

describe('a browser with the Web Share API (a phone, Safari)', () => {
  it('shares the title and the text through the browser’s sheet', async () => {
    const share = jest.fn(async () => undefined);
    browser({ share });
    expect(canShare()).toBe(true);
    expect(await shareText(message)).toBe(true);
    expect(share).toHaveBeenCalledWith({
      title: 'Mon code Sillon',
      text: 'Mon code de parrainage : CAMILLE-7KQ2M',
    });
  });

  it('says the text did not leave when the customer closes the sheet', async () => {
    browser({ share: jest.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))) });
    expect(await shareText(message)).toBe(false);
  });
});

describe('a browser without it (a desktop browser)', () => {
  it('offers no sharing but copying, and copies the text', async () => {
    const writeText = jest.fn(async () => undefined);
    browser({ clipboard: { writeText } });
    expect(canShare()).toBe(false);
    expect(canCopy()).toBe(true);
    expect(await copyText('CAMILLE-7KQ2M')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('CAMILLE-7KQ2M');
  });

  it('says the text was not copied when the browser refuses the clipboard', async () => {
    browser({ clipboard: { writeText: jest.fn(async () => Promise.reject(new Error('NotAllowedError'))) } });
    expect(await copyText('CAMILLE-7KQ2M')).toBe(false);
  });

  it('offers neither where there is no navigator (the server’s render)', () => {
    Reflect.deleteProperty(globalThis, 'navigator');
    expect(canShare()).toBe(false);
    expect(canCopy()).toBe(false);
  });
});
