/**
 * The bcrypt cost of every test server and of the run's seeded database: bcrypt's lowest. A
 * sign-in at the production cost (12) takes a quarter to a whole second of a core, and a test run
 * signs in hundreds of times; the hashing code is the same at any cost (docs/decisions/021).
 * `passwords-cost.test.ts` proves that a server left to its defaults still hashes at 12.
 */
export const TEST_BCRYPT_COST = 4;

/**
 * The secret the CSD keys of every test server are encrypted with (decision 080): one for the run,
 * so a server started on a copy of the seeded database opens the demo CSD the seed stored.
 */
export const TEST_CSD_SECRET = Buffer.alloc(32, 7).toString('base64');
