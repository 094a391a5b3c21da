/**
 * Expo's own Babel preset, the one Metro uses when a project has no configuration. Written down
 * because jest-expo's iOS and Android presets (the `*.platforms.test.tsx` tests) read the
 * project's Babel configuration instead of bringing theirs. Under jest, `import()` becomes a
 * `require` (Metro splits it into a file of its own; jest's Node needs a flag it does not have).
 */
module.exports = function babelConfig(api) {
  api.cache(true);
  const isJest = process.env.NODE_ENV === 'test';
  return {
    presets: ['babel-preset-expo'],
    plugins: isJest ? ['@babel/plugin-transform-dynamic-import'] : [],
  };
};
