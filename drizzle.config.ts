import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes versioned SQL into db/migrations; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
})
