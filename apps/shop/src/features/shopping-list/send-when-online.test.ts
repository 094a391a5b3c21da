import { sendListWhenOnline } from './send-when-online';

// The list's thunks bring the store's persisted shapes, which read the device's storage.
jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

describe('sendListWhenOnline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries the waiting changes again every half minute, only while some wait, until stopped', () => {
    const dispatch = jest.fn();
    let waiting = false;
    const stop = sendListWhenOnline(dispatch, () => waiting);
    jest.advanceTimersByTime(30_000);
    expect(dispatch).not.toHaveBeenCalled();
    waiting = true;
    jest.advanceTimersByTime(30_000);
    expect(dispatch).toHaveBeenCalledTimes(1);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });
});
