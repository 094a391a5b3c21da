import type { ReactNode } from 'react';

/** The web is always the latest version: no update to ask for (issue 19), and nothing in the bundle. */
export function AppUpdateGate({ children }: { children: ReactNode }) {
  return children;
}
