import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations for src/server/db/schema.ts; the server applies them on start
// (src/server/db/migrate.ts). Generation needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
