import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from schema.ts; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
