import { existsSync } from 'node:fs';
import path from 'node:path';
import { NEXT_LIKELY_ROUTES, prefetchNextLikelyRoutes } from './next-likely-routes';

describe('the routes loaded ahead on the web', () => {
  it('are files of the app folder (a renamed route must be renamed here too)', () => {
    for (const key of NEXT_LIKELY_ROUTES) {
      expect(existsSync(path.join(__dirname, '..', 'app', key))).toBe(true);
    }
  });

  it('are each loaded in an idle moment of their own, the unknown ones skipped', async () => {
    const loaded: string[] = [];
    const routes = Object.assign(
      (key: string) => {
        loaded.push(key);
        return key === './cart.tsx' ? Promise.reject(new Error('offline')) : Promise.resolve({});
      },
      { keys: () => ['./cart.tsx', './pp/[id]/index.tsx', './index.tsx'] },
    );
    const idleTasks: (() => void)[] = [];
    prefetchNextLikelyRoutes(routes, (task) => idleTasks.push(task));
    expect(loaded).toEqual([]);
    expect(idleTasks).toHaveLength(2);
    for (const task of idleTasks) task();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(['./pp/[id]/index.tsx', './cart.tsx']);
  });
});
