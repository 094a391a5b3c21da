import { describe, expect, it } from 'vitest';
import { orderPaymentStage } from './order-payment';

const payment = (capturedCents: number | null, refundedCents: number | null = null) => ({
  capturedCents,
  refundedCents,
});

describe("orderPaymentStage: where an order's money stands", () => {
  it.each([
    ['paid', [payment(null)], 'authorized'],
    ['paid', [payment(4210)], 'captured'],
    ['paid', [payment(4210, 350)], 'refunded'],
    ['failed', [payment(null)], 'failed'],
    ['void', [payment(null)], 'canceled'],
    ['void', [payment(4210, 4210)], 'refunded'],
    [null, [], null],
  ] as const)('an order %s with %j is %s', (paymentState, payments, stage) => {
    expect(orderPaymentStage({ paymentState }, payments)).toBe(stage);
  });
});
