/** What sends an SMS, whichever provider is behind it (`sms.ts` chooses one). */
export type SmsMessage = { phone: string; text: string };

export type SmsSender = { send(message: SmsMessage): Promise<void> };

/** Why an operator did not take an SMS: what the failure counter and its log line name. */
export type SmsFailureReason = 'invalid_number' | 'refused' | 'unavailable' | 'timeout';

/** The sender and the SMS it failed to send since the process started, by reason. */
export type CountedSmsSender = SmsSender & {
  failures(): Readonly<Record<SmsFailureReason, number>>;
};
