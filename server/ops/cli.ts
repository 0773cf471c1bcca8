/**
 * Operator command line (no admin UI exists): `npm run ops -- <command>`.
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL).
 */
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { devices } from '../db/schema/index.ts';

const commands: Record<string, { help: string; run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void> }> = {
  migrate: {
    help: 'apply pending SQL migrations (also done at every server start)',
    run: async () => {
      process.stdout.write('Migrations applied.\n');
    },
  },
  seed: {
    help: 'load the seed catalogue if the catalogue is empty',
    run: async (db) => {
      const result = await seedIfEmpty(db);
      process.stdout.write(result.seeded ? `Seeded ${result.devices} devices.\n` : `Catalogue already has ${result.devices} devices.\n`);
    },
  },
  catalogue: {
    help: 'count devices by brand and type',
    run: async (db) => {
      const rows = await db
        .select({ brand: sql<string>`coalesce(${devices.brand}, 'Other Devices')`, type: devices.deviceType, n: count() })
        .from(devices)
        .groupBy(sql`1`, devices.deviceType)
        .orderBy(sql`1`, devices.deviceType);
      for (const row of rows) process.stdout.write(`${row.brand.padEnd(16)} ${row.type.padEnd(8)} ${row.n}\n`);
    },
  },
};

async function main(): Promise<number> {
  const name = process.argv[2] ?? 'help';
  const command = commands[name];
  if (!command) {
    process.stdout.write('Usage: npm run ops -- <command>\n\n');
    for (const [key, value] of Object.entries(commands)) process.stdout.write(`  ${key.padEnd(12)} ${value.help}\n`);
    return name === 'help' ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await command.run(database.db);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
