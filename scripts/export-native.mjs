/**
 * Compiles the iOS and Android bundles (`expo export -p ios|android`, Hermes bytecode) into a
 * temporary folder: proof that the native apps build from the same code, without a simulator.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shopDir } from './web-build-state.mjs';

const output = mkdtempSync(path.join(tmpdir(), 'sillon-native-'));
let failed = false;
for (const platform of ['android', 'ios']) {
  console.log(`Compiling the ${platform} bundle…`);
  const result = spawnSync(
    'npx',
    ['expo', 'export', '-p', platform, '--output-dir', path.join(output, platform)],
    {
      cwd: shopDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, EXPO_OFFLINE: '1', CI: '1', EXPO_NO_TELEMETRY: '1' },
    },
  );
  if (result.status !== 0) {
    console.error(`The ${platform} bundle does not compile (status ${result.status}).`);
    failed = true;
  }
}
rmSync(output, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
