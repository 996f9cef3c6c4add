// `node --import tsx scripts/render-icon.ts`: renders media/icon.svg to the committed media/icon.png (128×128) with Chromium.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, repoRoot } from './harness/paths';

async function main(): Promise<void> {
  const svg = fs.readFileSync(path.join(repoRoot, 'media', 'icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 128, height: 128 } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(repoRoot, 'media', 'icon.png'), omitBackground: true });
  } finally {
    await browser.close();
  }
  console.log('wrote media/icon.png');
}

void main();
