import { migratedTemplate } from './migrated-template.ts';
import { startThrowAwayPostgres, type ThrowAwayPostgres } from './throw-away-postgres.ts';

/**
 * Vitest's global set-up of the route tests and the journeys: the PostgreSQL they run on
 * (TEST_DATABASE_URL's, or a throw-away embedded one started here) and its migrated template
 * (TEST_TEMPLATE_DATABASE), both handed to the test files through the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  let own: ThrowAwayPostgres | null = null;
  if (!/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '')) {
    own = await startThrowAwayPostgres();
    process.env.TEST_DATABASE_URL = own.adminUrl;
  }
  process.env.TEST_TEMPLATE_DATABASE = await migratedTemplate(process.env.TEST_DATABASE_URL!);
  return async () => {
    await own?.stop();
  };
}
