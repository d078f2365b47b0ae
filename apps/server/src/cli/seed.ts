// npm run seed: applies migrations and inserts the demo data that is missing (idempotent). In production
// (NODE_ENV=production) the demo accounts get random passwords, printed once to this terminal.
import { seedDemo } from '../seed/index.js';
import { seedReferenceData } from '../seed/reference.js';
import { openForCli } from './open.js';

const { config, database } = await openForCli();
try {
  await seedReferenceData(database.db);
  const generated = await seedDemo(database.db, {
    timeZone: config.SITE_TIMEZONE,
    credentials: config.NODE_ENV === 'production' ? 'random' : 'published',
    paymentSandbox: config.PAYMENT_SANDBOX,
  });
  console.log(
    `Demo data is in place (${database.driver}${config.DATABASE_URL ? '' : `, ${config.DATA_DIR}`}).`,
  );
  // Production demo accounts get passwords nobody has published: shown here once, to whoever seeded.
  for (const [username, password] of Object.entries(generated)) console.log(`  ${username}: ${password}`);
} finally {
  await database.close();
}
