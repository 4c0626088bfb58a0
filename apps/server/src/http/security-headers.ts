/** PocketBase's (Echo `Secure()`) headers on every response (reference §1.1). */
export const SECURITY_HEADERS = {
  'X-XSS-Protection': '1; mode=block',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;
