/** The web is served with the server: it has no store version of its own. */
export function ownAppVersion(): string {
  return 'web';
}
