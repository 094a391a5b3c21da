/** Runs start-up work that can wait (on iOS and Android: at once, as before). */
export function afterStart(work: () => void): void {
  work();
}
