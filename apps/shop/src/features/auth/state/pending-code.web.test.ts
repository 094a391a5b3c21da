import { forgetPendingCode, keepPendingCode, pendingCodeOf, pendingCodeSnapshot } from './pending-code.web';

/** A tab's sessionStorage, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const sent = {
  phone: '+33612345678',
  verificationId: '6f1c2b9e-1111-4222-8333-444455556666',
  resendWaitSeconds: 30,
  expiresInSeconds: 600,
};
const at = Date.parse('2026-12-01T09:00:00Z');

describe('the code step kept across a reload (web)', () => {
  it('gives the code sent back while it is valid, with when it was sent', () => {
    const storage = memoryStorage();
    keepPendingCode(sent, storage, at);
    const snapshot = pendingCodeSnapshot(storage, at + 10_000);
    // The same text each time it is asked: a stable snapshot.
    expect(pendingCodeSnapshot(storage, at + 20_000)).toBe(snapshot);
    expect(pendingCodeOf(snapshot)).toEqual({ ...sent, sentAt: at });
  });

  it('gives nothing once the code expired, or once forgotten', () => {
    const storage = memoryStorage();
    keepPendingCode(sent, storage, at);
    expect(pendingCodeSnapshot(storage, at + 600_000)).toBeNull();
    forgetPendingCode(storage);
    expect(pendingCodeSnapshot(storage, at)).toBeNull();
  });

  it('ignores what it cannot read, and a server without storage', () => {
    const storage = memoryStorage();
    storage.setItem('sillon:pending-code', '{"phone":');
    expect(pendingCodeSnapshot(storage, at)).toBeNull();
    expect(pendingCodeOf('{"phone":"+33612345678"}')).toBeNull();
    expect(pendingCodeSnapshot(undefined, at)).toBeNull();
    expect(() => keepPendingCode(sent, undefined, at)).not.toThrow();
  });
});
