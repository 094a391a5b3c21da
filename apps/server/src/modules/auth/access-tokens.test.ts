import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens';

describe('access tokens', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const user = { id: '0d6f5b1e-3c1a-4f7e-9a57-2f3c1a9e8b10', kind: 'customer' as const };

  function tokensAt(clock: { now: Date }) {
    return createAccessTokens({ privateKey, publicKey, ttlSeconds: 900, now: () => clock.now });
  }

  it('refuses a token once it expired, though its signature was checked before', async () => {
    const clock = { now: new Date('2026-11-27T10:00:00Z') };
    const tokens = tokensAt(clock);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual({ ok: true, user });
    clock.now = new Date('2026-11-27T10:14:59Z');
    expect(await tokens.verify(token)).toEqual({ ok: true, user });
    clock.now = new Date('2026-11-27T10:15:01Z');
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    // A merge accepts a token expired for up to a day: it still proves who held it.
    expect(await tokens.verify(token, { expiredForUpToSeconds: 86_400 })).toEqual({ ok: true, user });
  });

  it('refuses a token whose signature another key made, and a tampered one', async () => {
    const clock = { now: new Date('2026-11-27T10:00:00Z') };
    const tokens = tokensAt(clock);
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const foreign = await createAccessTokens({
      privateKey: other.privateKey,
      publicKey: other.publicKey,
      ttlSeconds: 900,
      now: () => clock.now,
    }).sign(user);
    expect(await tokens.verify(foreign)).toEqual({ ok: false, reason: 'invalid' });
    const token = await tokens.sign(user);
    expect((await tokens.verify(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    // One character of the signature changed, in its middle: every bit there counts (the last
    // characters of a base64url signature carry padding bits, and may already read « AA »).
    const middle = Math.floor(signature!.length / 2);
    const changed = signature![middle] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature!.slice(0, middle)}${changed}${signature!.slice(middle + 1)}`;
    expect(await tokens.verify(tampered)).toEqual({ ok: false, reason: 'invalid' });
  });
});
