import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSigningKeyPem, loadAuthSecrets } from './auth-secrets';
import { defaultAuthSettings } from './auth-settings';

describe('loadAuthSecrets', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-keys-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates the keys into DATA_DIR/keys once, readable by the owner only, and reuses them', () => {
    const settings = defaultAuthSettings();
    const first = loadAuthSecrets(settings, dataDir);
    const second = loadAuthSecrets(settings, dataDir);
    expect(second.otpHmacKey).toBe(first.otpHmacKey);
    expect(second.captchaHmacKey).toBe(first.captchaHmacKey);
    expect(second.jwtPublicKey.export({ format: 'jwk' })).toEqual(
      first.jwtPublicKey.export({ format: 'jwk' }),
    );
    const keyFile = path.join(dataDir, 'keys', 'access-token-key.pem');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('prefers configured keys, and keeps generated ones in memory for tests', () => {
    const pem = generateSigningKeyPem();
    const configured = loadAuthSecrets(
      defaultAuthSettings({ jwtPrivateKeyPem: pem, otpHmacKey: 'o'.repeat(32) }),
      dataDir,
    );
    expect(configured.otpHmacKey).toBe('o'.repeat(32));
    expect(configured.jwtPrivateKey.export({ type: 'pkcs8', format: 'pem' })).toBe(pem);
    const memory = defaultAuthSettings({ keyStore: 'memory' });
    expect(loadAuthSecrets(memory, '/nonexistent').otpHmacKey).not.toBe(
      loadAuthSecrets(memory, '/nonexistent').otpHmacKey,
    );
  });
});
