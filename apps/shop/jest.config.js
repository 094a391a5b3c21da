/**
 * Component tests on the native renderer (jest-expo), beside the components they test. Tests named
 * `*.platforms.test.tsx` (the product card, the cart, the checkout's payment, the sign-in code)
 * run twice, under jest-expo's iOS and Android presets, so each platform's own modules and
 * `Platform.OS` are exercised; the others run once under the default (iOS-flavoured) preset.
 */
/**
 * A rendering test is slow on its own, and a loaded machine (CI, two suites at once) has made one
 * outlast jest's default timeout. A test that hangs still fails, after this one.
 */
const TEST_TIMEOUT_MS = 30_000;

const shared = {
  rootDir: __dirname,
  transformIgnorePatterns: [
    '/node_modules/(?!(.pnpm|react-native|@react-native|@react-native-community|expo|@expo|@expo-google-fonts|react-navigation|@react-navigation|@sentry/react-native|native-base|standard-navigation|react-redux|@reduxjs/toolkit|immer))',
    '/node_modules/react-native-reanimated/plugin/',
    '/node_modules/@react-native/babel-preset/',
  ],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  setupFiles: ['<rootDir>/src/testing/jest-setup.ts'],
};
const PLATFORM_TESTS = '<rootDir>/src/**/*.platforms.test.tsx';

module.exports = {
  // Jest reads the timeout here only, for every project.
  testTimeout: TEST_TIMEOUT_MS,
  projects: [
    {
      ...shared,
      displayName: 'components',
      preset: 'jest-expo',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '\\.platforms\\.test\\.tsx$'],
    },
    { ...shared, displayName: 'ios', preset: 'jest-expo/ios', testMatch: [PLATFORM_TESTS] },
    { ...shared, displayName: 'android', preset: 'jest-expo/android', testMatch: [PLATFORM_TESTS] },
  ],
};
