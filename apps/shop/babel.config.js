/**
 * Expo's own Babel preset, the one Metro uses when a project has no configuration. Written down
 * because jest-expo's iOS and Android presets (the `*.platforms.test.tsx` tests) read the
 * project's Babel configuration instead of bringing theirs.
 */
module.exports = function babelConfig(api) {
  api.cache(true);
  return { presets: ['babel-preset-expo'] };
};
