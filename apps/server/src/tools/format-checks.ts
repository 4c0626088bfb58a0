import { isIP } from 'node:net';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LABEL = '[a-zA-Z0-9_](?:[a-zA-Z0-9_-]{0,61}[a-zA-Z0-9])?';
const HOSTNAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[a-zA-Z]{2,63}\\.?$`);

/** The loose email check PocketBase's `is.EmailFormat` amounts to: something@host.tld, no spaces. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** An absolute URL with a host, e.g. `https://rumbo.mx/app` (the settings' `is.URL`). */
export function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

/** A DNS name or an IP address (SMTP host, HELO name). */
export function isHost(value: string): boolean {
  return value.length <= 253 && (isIP(value) !== 0 || HOSTNAME.test(value));
}

/** A domain name with a top-level label, e.g. `rumbo.mx` (allowed/excluded email domains). */
export function isDomain(value: string): boolean {
  return value.length <= 253 && DOMAIN.test(value);
}
