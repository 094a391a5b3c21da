/**
 * The app-config checker fails on a broken configuration: first on made-up configurations, then
 * once for real, on an eas.json whose production profile forgot its EAS project.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { problemsOf, shopDir } from './check-app-config.mjs';

const PROJECT_ID = '0b6c5a52-3f1e-4c8e-9d55-2a7f4e1b9c30';
const profile = { channel: 'production', env: { EAS_PROJECT_ID: PROJECT_ID } };
const config = {
  runtimeVersion: { policy: 'appVersion' },
  updates: { url: `https://u.expo.dev/${PROJECT_ID}` },
  extra: { eas: { projectId: PROJECT_ID } },
  icon: './assets/icon.png',
  android: { adaptiveIcon: { foregroundImage: './assets/adaptive-icon.png' } },
};
const resolved = { ios: '0.1.0', android: '0.1.0' };
const everyFile = () => true;

describe('the app-config checker', () => {
  it('passes a profile naming its project, its update service, a runtime version and a channel', () => {
    assert.deepEqual(problemsOf('production', profile, config, resolved, everyFile), []);
  });

  it('names each thing a broken profile misses', () => {
    const broken = problemsOf(
      'production',
      { env: {} },
      { ...config, runtimeVersion: undefined, updates: {}, extra: {} },
      { ios: '0.1.0', android: null },
      () => false,
    );
    assert.deepEqual(broken, [
      'production: no update channel',
      'production: env.EAS_PROJECT_ID is not an EAS project id',
      "production: updates.url is undefined, not the project's update service",
      'production: no runtimeVersion',
      'production: no runtime version resolves on android',
      'production: missing image ./assets/icon.png',
      'production: missing image ./assets/adaptive-icon.png',
    ]);
  });

  it('refuses a configuration pointing at another project than the profile’s', () => {
    const other = '11111111-2222-4333-8444-555555555555';
    const problems = problemsOf(
      'preview',
      { ...profile, channel: 'preview' },
      { ...config, updates: { url: `https://u.expo.dev/${other}` }, extra: { eas: { projectId: other } } },
      resolved,
      everyFile,
    );
    assert.equal(problems.length, 2);
    assert.match(problems[0], /^preview: extra\.eas\.projectId/);
    assert.match(problems[1], /^preview: updates\.url/);
  });

  it('fails, run for real, on an eas.json whose production profile has no EAS project', () => {
    const eas = JSON.parse(readFileSync(path.join(shopDir, 'eas.json'), 'utf8'));
    delete eas.build.production.env.EAS_PROJECT_ID;
    // The other profiles are left out: one real run is enough to prove the failure.
    eas.build = { production: eas.build.production };
    const brokenPath = path.join(mkdtempSync(path.join(tmpdir(), 'sillon-eas-')), 'eas.json');
    writeFileSync(brokenPath, JSON.stringify(eas));
    const run = spawnSync('node', [path.join(shopDir, 'scripts/check-app-config.mjs'), '--eas', brokenPath], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /development: no such build profile/);
    assert.match(run.stderr, /production: env\.EAS_PROJECT_ID is not an EAS project id/);
    assert.match(run.stderr, /production: updates\.url is undefined/);
  });
});
