/**
 * expo-router as a route sees it in a render test, without a navigator: the address's params and
 * path are what the test set (`routeAddress`), `router`'s moves are jest functions the test reads,
 * `setParams` changes the params in place (the screen renders again, as on a device), a `Link`
 * shows its text and says where it goes (its `accessibilityHint`) and pressing it pushes its href,
 * `Redirect` replaces, and `Stack.Screen` renders nothing but keeps the options a route gave it. Installed by a test file with
 * `jest.mock('expo-router', () => jest.requireActual('@/testing/expo-router-mock'))` (see
 * `render-route.tsx`).
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Text } from 'react-native';

type Params = Record<string, string | string[] | undefined>;
type HrefObject = { pathname: string; params?: Record<string, string | number | undefined> };
type Href = string | HrefObject;

let address: { pathname: string; params: Params } = { pathname: '/', params: {} };
const listeners = new Set<() => void>();

/** The address the route is at: its params (`{ id: 'miel-abc' }`) and its path. */
export function routeAddress(next: { pathname: string; params?: Params }) {
  address = { pathname: next.pathname, params: next.params ?? {} };
  listeners.forEach((listener) => listener());
}

/** An href as one string (`/search?s=miel`), the way a test names where a link goes. */
export function hrefText(href: Href): string {
  if (typeof href === 'string') return href;
  const query = Object.entries(href.params ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${href.pathname}?${query}` : href.pathname;
}

export const router = {
  push: jest.fn(),
  replace: jest.fn(),
  navigate: jest.fn(),
  back: jest.fn(),
  dismissTo: jest.fn(),
  canGoBack: jest.fn(() => true),
  setParams: jest.fn((params: Params) => {
    routeAddress({ pathname: address.pathname, params: { ...address.params, ...params } });
  }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLocalSearchParams = () => useSyncExternalStore(subscribe, () => address).params;
export const useGlobalSearchParams = useLocalSearchParams;
export const usePathname = () => useSyncExternalStore(subscribe, () => address).pathname;
export const useRouter = () => router;
export const useRootNavigationState = () => ({ key: 'root' });
export const useNavigation = () => ({ setOptions: jest.fn(), addListener: jest.fn(() => jest.fn()) });
export const useFocusEffect = (effect: () => void | (() => void)) => useEffect(effect, [effect]);

type LinkProps = {
  href: Href;
  children?: ReactNode;
  asChild?: boolean;
  replace?: boolean;
  testID?: string;
  accessibilityLabel?: string;
};

export function Link({ href, children, asChild, replace, testID, accessibilityLabel }: LinkProps) {
  const go = () => (replace ? router.replace(href) : router.push(href));
  const child = asChild ? Children.only(children) : null;
  if (isValidElement<{ onPress?: () => void; accessibilityHint?: string }>(child))
    return cloneElement(child as ReactElement<{ onPress?: () => void; accessibilityHint?: string }>, {
      onPress: go,
      accessibilityHint: hrefText(href),
    });
  return (
    <Text
      accessibilityRole="link"
      accessibilityHint={hrefText(href)}
      accessibilityLabel={accessibilityLabel}
      testID={testID}
      onPress={go}
    >
      {children}
    </Text>
  );
}

export function Redirect({ href }: { href: Href }) {
  useEffect(() => router.replace(href), [href]);
  return null;
}

export function Stack() {
  return null;
}
Stack.Screen = jest.fn((_props: { options?: Record<string, unknown> }) => null);

/** `expo-router/head`: the document's head has no place on a phone's screen. */
export const head = { __esModule: true, default: () => null };
