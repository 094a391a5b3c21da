/**
 * Native modules the tests do not exercise by default: expo-notifications asks nothing and has no
 * token (a test that needs push mocks it itself), and says nothing about Expo Go on import.
 */
jest.mock('expo-notifications', () => ({
  AndroidImportance: { DEFAULT: 3, HIGH: 4 },
  setNotificationHandler: jest.fn(),
  setBadgeCountAsync: jest.fn(async () => true),
  setNotificationChannelAsync: jest.fn(async () => null),
  getPermissionsAsync: jest.fn(async () => ({ status: 'undetermined', granted: false })),
  requestPermissionsAsync: jest.fn(async () => ({ status: 'denied', granted: false })),
  getExpoPushTokenAsync: jest.fn(async () => {
    throw new Error('no push service in tests');
  }),
  addNotificationResponseReceivedListener: jest.fn(() => ({ remove: jest.fn() })),
  // No push opened the app.
  getLastNotificationResponse: jest.fn(() => null),
  setNotificationCategoryAsync: jest.fn(async () => null),
  DEFAULT_ACTION_IDENTIFIER: 'expo.modules.notifications.actions.DEFAULT',
}));
