/**
 * Spec §8 "Mandatory or recommended app update": the server publishes, per platform, the lowest
 * version of the native app it still serves and the version it recommends; the app compares its
 * own. Versions are dotted numbers (`1.4.2`); a missing part counts as 0 (`1.4` = `1.4.0`).
 */

/** `1.4.2` → [1, 4, 2]; undefined for anything else (`v1`, `1.x`, ``). */
export function parseAppVersion(version: string): number[] | undefined {
  if (!/^\d{1,6}(\.\d{1,6}){0,3}$/.test(version.trim())) return undefined;
  return version.trim().split('.').map(Number);
}

/** Negative when `a` is older than `b`, 0 when equal, positive when newer; unreadable versions are equal. */
export function compareAppVersions(a: string, b: string): number {
  const left = parseAppVersion(a);
  const right = parseAppVersion(b);
  if (!left || !right) return 0;
  for (let part = 0; part < Math.max(left.length, right.length); part++) {
    const difference = (left[part] ?? 0) - (right[part] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export type AppVersionPolicy = { minimum?: string | null; recommended?: string | null };
export type AppUpdateNeed = 'required' | 'recommended' | 'none';

/**
 * Below the minimum the app must be updated (a blocking screen); below the recommended version an
 * update is suggested (a notice the customer may dismiss). An unreadable own version never blocks.
 */
export function appUpdateNeed(appVersion: string, policy: AppVersionPolicy): AppUpdateNeed {
  if (!parseAppVersion(appVersion)) return 'none';
  if (policy.minimum && compareAppVersions(appVersion, policy.minimum) < 0) return 'required';
  if (policy.recommended && compareAppVersions(appVersion, policy.recommended) < 0) return 'recommended';
  return 'none';
}
