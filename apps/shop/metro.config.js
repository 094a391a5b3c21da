/* eslint-disable @typescript-eslint/no-require-imports -- Metro reads a CommonJS config. */
// Metro's transform cache lives in this checkout, not in the machine's shared temp folder: a cache
// filled by another checkout of the shop carries that checkout's file paths, and an export served
// from it silently lost the routes' data loaders (pages rendered without their content).
const path = require('node:path');
const { getSentryExpoConfig } = require('@sentry/react-native/metro');
const esbuild = require('esbuild');
const { FileStore } = require('metro-cache');

const cacheRoot = path.join(__dirname, 'node_modules', '.cache');

// Expo's own configuration, with Sentry's: each bundle carries a debug id (its source map is
// found by it, whatever the release), and the native bundles leave Session Replay out. The
// release is the app's own (`store/error-reporting.ts`), not injected.
const config = getSentryExpoConfig(__dirname, { injectReleaseForWeb: false });
config.cacheStores = [new FileStore({ root: path.join(cacheRoot, 'metro') })];

// Metro keeps every module a package's index names, used or not: the web would download all of
// Sentry's browser SDK (tracing, replay, feedback…) for the few parts the shop starts. The module
// that starts them is bundled by esbuild first, which shakes off the rest (and Sentry's debug
// logging, by Sentry's own flags); React stays the app's. Bundled each time Metro starts, before
// it lists the project's files (a change to that module shows after a restart); native builds
// never import it.
const webSdkSource = path.join(__dirname, 'src', 'store', 'sentry-web-sdk.ts');
const webSdkBundle = path.join(cacheRoot, 'sentry-web-sdk', 'sentry-web-sdk.js');
esbuild.buildSync({
  entryPoints: [webSdkSource],
  outfile: webSdkBundle,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  conditions: ['production'],
  external: ['react', 'react-dom'],
  define: { __SENTRY_DEBUG__: 'false', __SENTRY_TRACING__: 'false' },
  logLevel: 'warning',
});

const resolveWithSentry = config.resolver.resolveRequest;
config.resolver.resolveRequest = (context, moduleName, platform) => {
  const resolution = resolveWithSentry
    ? resolveWithSentry(context, moduleName, platform)
    : context.resolveRequest(context, moduleName, platform);
  if (platform === 'web' && resolution.type === 'sourceFile' && resolution.filePath === webSdkSource)
    return { type: 'sourceFile', filePath: webSdkBundle };
  return resolution;
};

module.exports = config;
