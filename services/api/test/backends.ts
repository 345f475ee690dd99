import { inject } from 'vitest';
import type { StartApiOptions } from '../src/StartApiOptions.ts';
import { createTestDatabase } from './startStack.ts';

/** The database backends integration tests run against: embedded PGlite, and PostgreSQL when available. */
export function backends(): { name: string; options: () => Promise<Partial<StartApiOptions>> }[] {
  const postgresUrl = inject('postgresUrl');
  const list: { name: string; options: () => Promise<Partial<StartApiOptions>> }[] = [
    { name: 'PGlite', options: async () => ({}) },
  ];
  if (postgresUrl !== null) {
    list.push({
      name: 'PostgreSQL',
      options: async () => ({ databaseUrl: await createTestDatabase(postgresUrl) }),
    });
  }
  return list;
}
