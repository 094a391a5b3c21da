/** The web is served with the server: it has no store version of its own. */
export function ownAppVersion(): string {
  return 'web';
}

export function ownAppBuild(): { applicationId: string | null; buildNumber: string | null } {
  return { applicationId: null, buildNumber: null };
}
