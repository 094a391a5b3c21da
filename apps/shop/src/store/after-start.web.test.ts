/**
 * On the web the start-up work that can wait (the session, the data refresh) runs once the browser
 * is idle, a second at most after the page was taken over: never in the task that hydrates it.
 */
import { afterStart } from './after-start.web';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
  jest.useRealTimers();
});

it('waits for the browser to be idle, within a second', () => {
  const idle = jest.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
  Object.defineProperty(globalThis, 'requestIdleCallback', { value: idle, configurable: true });
  const work = jest.fn();
  afterStart(work);
  expect(work).not.toHaveBeenCalled();
  expect(idle).toHaveBeenCalledWith(work, { timeout: 1000 });
  idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 40 });
  expect(work).toHaveBeenCalledTimes(1);
});

it('runs after the current task in a browser without idle callbacks (Safari)', () => {
  jest.useFakeTimers();
  const work = jest.fn();
  afterStart(work);
  expect(work).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(work).toHaveBeenCalledTimes(1);
});
