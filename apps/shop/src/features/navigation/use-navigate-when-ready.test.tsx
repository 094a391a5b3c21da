import { act, renderHook } from '@testing-library/react-native';
import { useNavigateWhenReady } from './use-navigate-when-ready';

const mockPush = jest.fn();
let mockState: { key?: string } | undefined;

jest.mock('expo-router', () => ({
  router: { push: (href: unknown) => mockPush(href) },
  useRootNavigationState: () => mockState,
}));

const checkout = { pathname: '/order-checkout/[orderId]/information', params: { orderId: 'R123' } } as const;

describe('navigating to a named screen only once the navigation container is ready', () => {
  beforeEach(() => {
    mockPush.mockClear();
    mockState = undefined;
  });

  it('does nothing while the container is not ready, and says so', () => {
    const { result, rerender } = renderHook(() => useNavigateWhenReady());
    let navigated = true;
    act(() => {
      navigated = result.current(checkout);
    });
    expect(navigated).toBe(false);
    mockState = { key: 'root' };
    rerender({});
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('goes to the named screen with its parameters once the container is ready', () => {
    mockState = { key: 'root' };
    const { result } = renderHook(() => useNavigateWhenReady());
    let navigated = false;
    act(() => {
      navigated = result.current(checkout);
    });
    expect(navigated).toBe(true);
    expect(mockPush).toHaveBeenCalledWith(checkout);
  });
});
