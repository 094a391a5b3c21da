/**
 * `npm run dev`: the server in watch mode (restarts on change) beside the Expo dev server, which
 * serves the app with fast refresh for the web (press `i` / `a` in its terminal for simulators).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, shopDir } from './web-build-state.mjs';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['expo', 'start', '--web'], {
    cwd: shopDir,
    stdio: 'inherit',
    env: { EXPO_OFFLINE: '1', ...process.env },
  }),
];

const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) child.on('exit', () => stopAll('SIGTERM'));
