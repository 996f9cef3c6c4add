// Launches Debian's Chromium through playwright-core with a fresh profile and the flags that work offline.
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from './paths';

/** Chromium flags: headless in CI, nothing reaching out to the network on its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A headless Chromium with a fresh temporary profile (Playwright creates and removes it). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
