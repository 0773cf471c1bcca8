/**
 * Runs the server test suite against a real PostgreSQL: a throwaway cluster on a free port, removed afterwards.
 * PGlite is one connection, so this is where locking and concurrency are really exercised.
 */
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { run } from './lib/run.ts';

async function main(): Promise<number> {
  const cluster = await startPostgresCluster();
  process.on('SIGINT', () => {
    cluster.stop();
    process.exit(130);
  });
  try {
    process.stdout.write(`PostgreSQL started at ${cluster.url} (throwaway cluster in ${cluster.dir})\n`);
    const reporter = process.env.VITEST_JSON ? ['--reporter=default', '--reporter=json', `--outputFile=${process.env.VITEST_JSON}`] : [];
    // Extra arguments (test files, -t filters) go to vitest: `npm run test:postgres -- tests/server/x.test.ts`.
    return await run('npx', ['vitest', 'run', '--project', 'server', ...reporter, ...process.argv.slice(2)], {
      env: { ...process.env, DATABASE_URL: cluster.url },
    });
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
