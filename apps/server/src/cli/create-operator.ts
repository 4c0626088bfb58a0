import { mkdirSync } from 'node:fs';
import { readConfig } from '../config.ts';
import { openDatabases } from '../core/db/open-database.ts';
import { createCore } from '../core/create-core.ts';

// Usage: npm run operator:create -- <email> <password>
// Creates a server operator (an `/api/admins` identity) in the database under DATA_DIR.
const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 10 || !email.includes('@')) {
  console.error('Usage: npm run operator:create -- <email> <password (10 or more characters)>');
  process.exit(2);
}
const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });
const databases = await openDatabases(config);
const core = await createCore(databases.db, {
  appUrl: `http://${config.host}:${config.port}`,
  dataDir: config.dataDir,
  bcryptCost: config.bcryptCost,
  logsDb: databases.logsDb,
});
if (await core.admins.findByEmail(email)) {
  console.error(`An operator with the email ${email} already exists.`);
  process.exit(1);
}
const admin = await core.admins.create(email, password);
console.log(`Operator ${admin.email} created (id ${admin.id}).`);
await core.logs.close(false);
await databases.close();
