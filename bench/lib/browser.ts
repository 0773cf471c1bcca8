import { chromium, type Browser } from 'playwright';
import { chromiumArgs, ensureChromium } from '../../scripts/lib/chromium.ts';

/** Headless Chromium as the browser tests run it (scripts/lib/chromium.ts finds it; no network beyond loopback). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs, headless: true });
}
