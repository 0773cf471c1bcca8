/**
 * Operator command line (no admin UI exists): `npm run ops -- <command>`. It acts through the running
 * server's operator endpoints (loopback + the secret in DATA_DIR), never on the database directly.
 */
import { loadConfig } from '../config.ts';
import { createOpsClient, OpsError } from './client.ts';
import { noArguments, orderCommands, type Command } from './order-commands.ts';

const commands: Record<string, Command> = {
  ...orderCommands,
  catalogue: {
    usage: 'catalogue',
    help: 'count devices by brand and type',
    async run(client, args) {
      noArguments('catalogue', args);
      const { rows } = await client.call<{ rows: { brand: string; type: string; devices: number }[] }>('GET', '/api/ops/catalogue');
      for (const row of rows) process.stdout.write(`${row.brand.padEnd(16)} ${row.type.padEnd(8)} ${row.devices}\n`);
    },
  },
};

function usage(): void {
  process.stdout.write('Usage: npm run ops -- <command>\n\nCommands:\n');
  process.stdout.write(`  ${'help'.padEnd(40)} this list\n`);
  for (const command of Object.values(commands)) process.stdout.write(`  ${command.usage.padEnd(40)} ${command.help}\n`);
  process.stdout.write('\nThe server must be running (npm start); the CLI uses the same DATA_DIR to find it.\n');
}

async function main(): Promise<number> {
  const [name = 'help', ...args] = process.argv.slice(2);
  const command = commands[name];
  if (!command) {
    const help = ['help', '--help', '-h'].includes(name);
    if (!help) process.stderr.write(`Unknown command '${name}'.\n\n`);
    usage();
    return help ? 0 : 2;
  }
  const config = loadConfig();
  await command.run(createOpsClient(config.dataDir, process.env.OPS_URL), args);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof OpsError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
