/**
 * The kinds of push the shop sends (spec §3 notifications), each its own Android notification
 * channel: the customer can silence the courier's « il arrive » and keep the order's news. The
 * server names the channel in each message; the apps create the channels under their French names
 * (`notifications.channels.<channel>`).
 */
export const PUSH_CHANNELS = ['orders', 'substitutions', 'courier'] as const;

export type PushChannel = (typeof PUSH_CHANNELS)[number];
