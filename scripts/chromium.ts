/**
 * Debian's Chromium, as the browser tests and the benchmark launch it: never
 * a downloaded browser. The flags keep it from calling Google's services,
 * which this machine's network refuses. Set CHROMIUM_PATH for another binary.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
