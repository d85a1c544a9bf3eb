/** Debian's Chromium, driven by Playwright, as in the browser tests. */
import {chromium, type Browser} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath, args: [...chromiumFlags]});
}
