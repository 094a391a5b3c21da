import { act, renderHook } from '@testing-library/react-native';
import { useNavigateWhenReady } from './use-navigate-when-ready';

const mockPush = jest.fn();
let mockState: { key?: string } | undefined;

jest.mock('expo-router', () => ({
  router: { push: (href: unknown) => mockPush(href) },
  useRootNavigationState: () => mockState,
}));

const checkout = { pathname: '/checkout/information', params: { orderId: 'R123' } } as const;

describe('navigating once the navigation container is ready', () => {
  beforeEach(() => {
    mockPush.mockClear();
    mockState = undefined;
  });

  it('waits for the container, then goes to the named screen with its parameters', () => {
    const { result, rerender } = renderHook(() => useNavigateWhenReady());
    act(() => result.current(checkout));
    expect(mockPush).not.toHaveBeenCalled();

    mockState = { key: 'root' };
    rerender({});
    expect(mockPush).toHaveBeenCalledTimes(1);
    expect(mockPush).toHaveBeenCalledWith(checkout);

    rerender({});
    expect(mockPush).toHaveBeenCalledTimes(1);
  });

  it('keeps only the last navigation asked before the container was ready', () => {
    const { result, rerender } = renderHook(() => useNavigateWhenReady());
    act(() => result.current('/search'));
    act(() => result.current(checkout));
    mockState = { key: 'root' };
    rerender({});
    expect(mockPush.mock.calls).toEqual([[checkout]]);
  });

  it('goes at once when the container is ready', () => {
    mockState = { key: 'root' };
    const { result } = renderHook(() => useNavigateWhenReady());
    act(() => result.current('/menu'));
    expect(mockPush).toHaveBeenCalledWith('/menu');
  });
});
