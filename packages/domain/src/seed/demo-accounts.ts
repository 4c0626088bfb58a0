/** Password of every demo account (DESIGN §3 demo accounts). */
export const DEMO_PASSWORD = 'RumboDemo2026';

/** The server operator: an `/api/admins` identity, not a product user, so it is not in `users`. */
export const DEMO_OPERATOR = { email: 'ops@rumbo.test', password: DEMO_PASSWORD } as const;

/**
 * Fixed ids of the demo companies and users (15 characters of [a-z0-9]), so browser tests and
 * people can refer to them whatever seed the rest of the data came from.
 */
export const DEMO_IDS = {
  golfo: 'rmbcompanygolfo',
  plata: 'rmbcompanyplata',
  vencida: 'rmbcompanyvenci',
  admin: 'rmbuseradmin000',
  superGolfo: 'rmbusersupergol',
  staffGolfo: 'rmbuserstaffgol',
  staffPlata: 'rmbuserstaffpla',
  staffVencida: 'rmbuserstaffven',
} as const;

export const DEMO_EMAILS = {
  admin: 'admin@rumbo.test',
  superGolfo: 'super@golfo.test',
  staffGolfo: 'staff@golfo.test',
  staffPlata: 'staff@plata.test',
  staffVencida: 'staff@vencida.test',
} as const;
