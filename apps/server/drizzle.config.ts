import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema.ts; they are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
