// npm run seed: applies migrations and inserts the demo data that is missing (idempotent).
import { seedDemo } from '../seed/index.js';
import { seedReferenceData } from '../seed/reference.js';
import { openForCli } from './open.js';

const { config, database } = await openForCli();
try {
  await seedReferenceData(database.db);
  await seedDemo(database.db, { timeZone: config.SITE_TIMEZONE });
  console.log(
    `Demo data is in place (${database.driver}${config.DATABASE_URL ? '' : `, ${config.DATA_DIR}`}).`,
  );
} finally {
  await database.close();
}
