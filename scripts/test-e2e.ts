/**
 * Builds the app, then runs the Playwright specs against it, served by the real server on a free port.
 * DIST_DIR (default dist) lets several checkouts' runs share a machine without overwriting one build.
 */
import { run } from './lib/run.ts';

const skipBuild = process.argv.includes('--no-build');
const build = skipBuild ? 0 : await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', process.env.DIST_DIR ?? 'dist', '--emptyOutDir']);
if (build !== 0) process.exit(build);
const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
process.exit(
  await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...extra], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  }),
);
