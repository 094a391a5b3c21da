import { describe, expect, it } from 'vitest';
import { appUpdateNeed, compareAppVersions, parseAppVersion } from './app-version';

describe('app versions', () => {
  it.each([
    ['1.4.2', [1, 4, 2]],
    ['2', [2]],
    [' 0.1.0 ', [0, 1, 0]],
    ['v1.2', undefined],
    ['1.x', undefined],
    ['', undefined],
    ['1..2', undefined],
  ])('reads %j as %j', (version, parts) => {
    expect(parseAppVersion(version)).toEqual(parts);
  });

  it.each([
    ['1.4.2', '1.4.10', -1],
    ['1.10', '1.9.9', 1],
    ['1.4', '1.4.0', 0],
    ['2.0.0', '10.0.0', -1],
    ['nonsense', '1.0.0', 0],
  ])('compares %s with %s', (a, b, sign) => {
    expect(Math.sign(compareAppVersions(a, b))).toBe(sign);
  });

  it.each([
    ['0.9.0', { minimum: '1.0.0', recommended: '1.2.0' }, 'required'],
    ['1.0.0', { minimum: '1.0.0', recommended: '1.2.0' }, 'recommended'],
    ['1.2.0', { minimum: '1.0.0', recommended: '1.2.0' }, 'none'],
    ['1.3.0', {}, 'none'],
    ['0.1.0', { minimum: null, recommended: '0.2' }, 'recommended'],
    ['dev', { minimum: '9.0.0' }, 'none'],
  ] as const)('version %s under %j: %s', (version, policy, need) => {
    expect(appUpdateNeed(version, policy)).toBe(need);
  });
});
