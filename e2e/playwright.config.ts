import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, ensureChromium } from '../scripts/lib/chromium.ts';

// Chosen once in the main process; workers re-read this file and inherit the values through env.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'qmt-e2e-'));
process.env.CHROME_PATH ??= ensureChromium();

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // After the summary: what each failed test's page showed (the files it names stay on the CI machine).
    ['./support/failure-context-reporter.ts'],
    ...(process.env.E2E_REPORT ? [['json', { outputFile: process.env.E2E_REPORT }] as const] : []),
  ],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    // Recording a trace for every test (to keep it on failure) doubled a test's time on a 2-core host and made
    // waits time out: off unless asked for (E2E_TRACE=retain-on-failure, or --trace on for one spec).
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH, args: chromiumArgs },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' }, testIgnore: '**/*.desktop.spec.ts' },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testMatch: '**/*.desktop.spec.ts' },
  ],
  // The built app served by the real server, on a fresh DATA_DIR (migrations and seed run at start).
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: '..',
    url: `${baseURL}/api/devices`,
    reuseExistingServer: false,
    // A fresh PGlite is created and seeded at start: about 45 s when the machine is busy.
    timeout: 120_000,
    stdout: 'pipe',
    // Every browser test signs up from 127.0.0.1: the per-address sign-in limits are scaled up (per-account ones stay).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
    },
  },
});
