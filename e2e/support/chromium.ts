/**
 * Finds Debian's Chromium (test tools cannot download browsers here) and launches it headless,
 * with a fresh profile of its own (Playwright makes one per launch).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const candidates = [
  process.env['CHROMIUM_PATH'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const chromiumPath: string | undefined = candidates.find(
  (candidate): candidate is string => !!candidate && existsSync(candidate),
);

/** In CI (`CI` set, as `.ci/run` does) a missing browser fails the run instead of skipping it. */
if (!chromiumPath && process.env['CI']) {
  throw new Error('No Chromium found, and CI must run the end-to-end journeys: install `chromium`.');
}

if (!chromiumPath) {
  console.warn(
    '\n\n' +
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
      '!!  NO CHROMIUM FOUND: the end-to-end journeys are SKIPPED.                !!\n' +
      '!!  Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.     !!\n' +
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\n',
  );
}

export async function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error('No Chromium found');
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
