/**
 * Spec §4: when an anonymous user signs in, tracking is flushed, then a sign-up or sign-in event is
 * sent (names only, never personal data). Tracking is off while the shop is at its end of life
 * (spec §1), so the default tracker does nothing; a service plugs in here.
 */
export type Tracker = { flush(): Promise<void>; track(event: 'sign_up' | 'sign_in'): void };

export const silentTracker: Tracker = { flush: async () => undefined, track: () => undefined };
