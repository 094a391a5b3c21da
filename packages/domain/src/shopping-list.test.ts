import { describe, expect, it } from 'vitest';
import { isNewerListChange, listChangeTime } from './shopping-list';

describe('the shopping list’s last change wins', () => {
  const at = (iso: string) => new Date(iso);

  it('takes a change made later, keeps the stored one for an older change or a tie', () => {
    expect(isNewerListChange(undefined, at('2026-11-24T10:00:00Z'))).toBe(true);
    expect(isNewerListChange(at('2026-11-24T10:00:00Z'), at('2026-11-24T10:00:01Z'))).toBe(true);
    expect(isNewerListChange(at('2026-11-24T10:00:01Z'), at('2026-11-24T10:00:00Z'))).toBe(false);
    expect(isNewerListChange(at('2026-11-24T10:00:00Z'), at('2026-11-24T10:00:00Z'))).toBe(false);
  });

  it('never dates a change after its arrival (a device clock ahead)', () => {
    const received = at('2026-11-24T10:00:00Z');
    expect(listChangeTime(at('2027-01-01T00:00:00Z'), received)).toEqual(received);
    expect(listChangeTime(at('2026-11-24T09:00:00Z'), received)).toEqual(at('2026-11-24T09:00:00Z'));
  });
});
