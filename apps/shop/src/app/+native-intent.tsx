import { canonicalAppPath, fetchRoutingData } from '@/features/catalog';

/** Links opened from outside the app (custom scheme, universal links, QR codes) reach their canonical screen. */
export function redirectSystemPath({ path }: { path: string; initial: boolean }): Promise<string> {
  return canonicalAppPath(path, fetchRoutingData);
}
