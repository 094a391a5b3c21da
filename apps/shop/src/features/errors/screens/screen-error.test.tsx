import { fireEvent, render, screen } from '@testing-library/react-native';
import { setErrorReporter, type ErrorReporter } from '@/lib/error-reports';
import { isChunkFailure, ScreenError, shouldReloadForChunk } from './screen-error';

jest.mock('expo-router', () => ({ Link: ({ children }: { children: unknown }) => children }));
jest.mock('expo-router/head', () => ({ __esModule: true, default: () => null }));

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

const chunkFailure = () =>
  Object.assign(new Error('Loading module /_expo/static/js/web/x.js failed.'), {
    name: 'AsyncRequireError',
  });

describe('ScreenError', () => {
  it('says a screen failed, reports it, and draws it again on « Réessayer »', () => {
    const reporter: ErrorReporter = { report: jest.fn(), leaveBreadcrumb: jest.fn(), identify: jest.fn() };
    setErrorReporter(reporter, () => 'client-1');
    const retry = jest.fn(async () => undefined);
    const failure = new TypeError("Cannot read properties of undefined (reading 'price')");

    render(<ScreenError error={failure} retry={retry} />);

    expect(screen.getByRole('heading', { name: 'Un problème est survenu' })).toBeOnTheScreen();
    expect(reporter.report).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'render', error: failure, userId: 'client-1' }),
    );
    fireEvent.press(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkFailure', () => {
  it("knows Metro's failed chunk from any other error", () => {
    expect(isChunkFailure(chunkFailure())).toBe(true);
    expect(isChunkFailure(new Error('Loading module failed'))).toBe(false);
    expect(isChunkFailure('AsyncRequireError')).toBe(false);
  });
});

describe('shouldReloadForChunk', () => {
  it('loads a page again once, then not again for the same page within the guard', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunk(storage, '/p/cremerie-2', 1_000)).toBe(true);
    expect(shouldReloadForChunk(storage, '/p/cremerie-2', 20_000)).toBe(false);
    expect(shouldReloadForChunk(storage, '/search', 21_000)).toBe(true);
    expect(shouldReloadForChunk(storage, '/search', 52_000)).toBe(true);
  });

  it('never loads again without a storage to remember it, or with one that refuses', () => {
    expect(shouldReloadForChunk(undefined, '/cart', 1_000)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(shouldReloadForChunk(refusing, '/cart', 1_000)).toBe(false);
  });
});
