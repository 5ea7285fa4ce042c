import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

/**
 * Installs what a fresh clone lacks, using only Node's own modules (nothing else is there yet):
 * the npm packages when node_modules is missing or older than the lockfile, and, when asked,
 * Debian's Chromium for the browser tests when apt is usable.
 */
export function ensureDependencies() {
  const installed = 'node_modules/.package-lock.json';
  const stale =
    !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs;
  if (stale) {
    console.log('Installing npm packages…');
    // Not `npm ci`: npm leaves other platforms' optional packages out of the lockfile, which ci refuses.
    execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
  }
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const canUseApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canUseApt) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Installing Chromium from Debian packages…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
