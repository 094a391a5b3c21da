/**
 * The kinds of push the shop sends (spec §3 notifications), each its own Android notification
 * channel: the customer can silence the courier's « il arrive » and keep the order's news. The
 * server names the channel in each message; the apps create the channels under their French names
 * (`notifications.channels.<channel>`).
 */
export const PUSH_CHANNELS = ['orders', 'substitutions', 'courier'] as const;

export type PushChannel = (typeof PUSH_CHANNELS)[number];

/**
 * The category of the push proposing a substitute (issue 41): the apps register it with its
 * « Accepter » and « Refuser » buttons, the server names it in the message.
 */
export const SUBSTITUTION_PUSH_CATEGORY = 'substitution';
