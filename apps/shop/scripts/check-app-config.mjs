/**
 * Checks that each build profile of `apps/shop/eas.json` makes a shippable app (issue 43): Expo's
 * configuration is read as that profile's build reads it (`npx expo config --type public`, with
 * the profile's `env`, offline), and must name the EAS project for the push token
 * (`extra.eas.projectId`), the update service of that project (`updates.url`) and a runtime
 * version both platforms resolve, with an update channel per profile and the icons on disk.
 * `node apps/shop/scripts/check-app-config.mjs [--eas <eas.json>]`; exits 1 naming each problem.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const shopDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROFILES = ['development', 'preview', 'production'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What `app.config.js` reads from the environment: only the profile's own values count. */
const CONFIG_VARIABLES = ['EAS_PROJECT_ID', 'SHOP_HOST', 'SHOP_QR_HOSTS'];

/**
 * The problems of one profile, from its entry in eas.json, the public configuration its env gives
 * and the runtime version each platform resolves (`null` when it resolves none).
 */
export function problemsOf(name, profile, config, runtimeVersions, fileExists = existsSync) {
  if (!profile) return [`${name}: no such build profile in eas.json`];
  const problems = [];
  const say = (problem) => problems.push(`${name}: ${problem}`);
  if (typeof profile.channel !== 'string' || profile.channel === '') say('no update channel');
  const projectId = profile.env?.EAS_PROJECT_ID;
  if (typeof projectId !== 'string' || !UUID.test(projectId))
    say('env.EAS_PROJECT_ID is not an EAS project id');
  if (config.extra?.eas?.projectId !== projectId)
    say(`extra.eas.projectId is ${JSON.stringify(config.extra?.eas?.projectId)}, not the profile's project`);
  if (config.updates?.url !== `https://u.expo.dev/${projectId}`)
    say(`updates.url is ${JSON.stringify(config.updates?.url)}, not the project's update service`);
  if (config.runtimeVersion === undefined) say('no runtimeVersion');
  for (const [platform, version] of Object.entries(runtimeVersions))
    if (typeof version !== 'string' || version === '') say(`no runtime version resolves on ${platform}`);
  const images = [config.icon, config.android?.adaptiveIcon?.foregroundImage];
  for (const image of images)
    if (typeof image !== 'string' || !fileExists(path.resolve(shopDir, image))) say(`missing image ${image}`);
  return problems;
}

function run(command, args, env) {
  return execFileSync(command, args, {
    cwd: shopDir,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Reads the configuration a profile's build would read; answers the problems found. */
export function checkProfile(name, profile) {
  if (!profile) return problemsOf(name, profile, {}, {});
  const env = { ...process.env, EXPO_OFFLINE: '1', EXPO_NO_TELEMETRY: '1' };
  for (const variable of CONFIG_VARIABLES) delete env[variable];
  Object.assign(env, profile.env);
  const config = JSON.parse(run('npx', ['expo', 'config', '--type', 'public', '--json'], env));
  const runtimeVersions = {};
  for (const platform of ['ios', 'android']) {
    const answer = run('npx', ['expo-updates', 'runtimeversion:resolve', '--platform', platform], env);
    runtimeVersions[platform] = JSON.parse(answer.trim().split('\n').at(-1)).runtimeVersion ?? null;
  }
  return problemsOf(name, profile, config, runtimeVersions);
}

function main() {
  const easIndex = process.argv.indexOf('--eas');
  const easPath = easIndex > 0 ? path.resolve(process.argv[easIndex + 1]) : path.join(shopDir, 'eas.json');
  const { build = {} } = JSON.parse(readFileSync(easPath, 'utf8'));
  const problems = PROFILES.flatMap((name) => checkProfile(name, build[name]));
  if (problems.length > 0) {
    for (const problem of problems) console.error(`  error app-config: ${problem}`);
    process.exit(1);
  }
  console.log(
    `app config: ${PROFILES.join(', ')} name their EAS project, update service and runtime version`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
