/**
 * Runs start-up work that can wait (the session, the data refresh) once the browser is idle,
 * within a second at most: not in the task that takes over the server-rendered page, which is
 * already the longest of the start-up.
 */
export function afterStart(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
}
