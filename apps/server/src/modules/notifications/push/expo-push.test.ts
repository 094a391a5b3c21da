import { describe, expect, it } from 'vitest';
import { expoMessageOf } from './expo-push';

describe('the message Expo is sent', () => {
  const message = {
    to: 'ExponentPushToken[abc]',
    userId: '00000000-0000-4000-8000-000000000001',
    title: 'Un produit manque à votre commande',
    body: 'Nous n’avions plus…',
    data: { path: '/my-account/orders/R1', orderNumber: 'R1', lineId: '7' },
    channelId: 'substitutions' as const,
  };

  it('names the app’s category, so the phone shows its « Accepter » and « Refuser » actions (issue 41)', () => {
    expect(expoMessageOf({ ...message, categoryId: 'substitution' })).toMatchObject({
      categoryId: 'substitution',
      data: message.data,
    });
  });

  it('names the push’s own Android channel (issue 43)', () => {
    expect(expoMessageOf(message)).toMatchObject({ channelId: 'substitutions' });
    expect(expoMessageOf({ ...message, channelId: 'courier' })).toMatchObject({ channelId: 'courier' });
  });

  it('names no category for a plain order push', () => {
    expect(expoMessageOf(message)).not.toHaveProperty('categoryId');
  });
});
