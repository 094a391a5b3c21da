/**
 * The auth module's secrets: from configuration when given, otherwise generated once into
 * `DATA_DIR/keys` (readable by the owner only) and read back on the next start, so `npm start`
 * needs no set-up and tokens survive a restart. Tests keep them in memory.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AuthSettings } from './auth-settings';

export type AuthSecrets = {
  jwtPrivateKey: KeyObject;
  jwtPublicKey: KeyObject;
  otpHmacKey: string;
  captchaHmacKey: string;
};

type Store = (fileName: string, generate: () => string) => string;

export function loadAuthSecrets(settings: AuthSettings, dataDir: string): AuthSecrets {
  const store = settings.keyStore === 'memory' ? inMemory : inDirectory(path.join(dataDir, 'keys'));
  const pem = settings.jwtPrivateKeyPem ?? store('access-token-key.pem', generateSigningKeyPem);
  const jwtPrivateKey = createPrivateKey(pem);
  return {
    jwtPrivateKey,
    jwtPublicKey: createPublicKey(jwtPrivateKey),
    otpHmacKey: settings.otpHmacKey ?? store('otp-hmac.key', randomSecret),
    captchaHmacKey: settings.captchaHmacKey ?? store('captcha-hmac.key', randomSecret),
  };
}

export function generateSigningKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

const inMemory: Store = (_fileName, generate) => generate();

function inDirectory(directory: string): Store {
  return (fileName, generate) => {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const file = path.join(directory, fileName);
    try {
      // `wx`: when two processes start together on one data dir, the second reads the first's key.
      writeFileSync(file, generate(), { flag: 'wx', mode: 0o600 });
    } catch (failure) {
      if ((failure as NodeJS.ErrnoException).code !== 'EEXIST') throw failure;
    }
    return readFileSync(file, 'utf8');
  };
}
