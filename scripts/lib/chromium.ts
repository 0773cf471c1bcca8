import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags that keep Chromium off this machine's closed network (docs/architecture.md#toolchain-notes). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function playwrightOwnChromium(): string | undefined {
  try {
    const path = execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Chromium for the browser tests: CHROME_PATH, Playwright's own if installed, Debian's; and where
 * none exists and we are root with apt, Debian's package is installed (Playwright's download cannot work here).
 */
export function ensureChromium(): string {
  const candidates = [process.env.CHROME_PATH, playwrightOwnChromium(), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stdout.write('No Chromium found: installing Debian chromium (about 30 s)...\n');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error('No Chromium found. Set CHROME_PATH, or install Debian chromium (apt-get install -y chromium).');
}
