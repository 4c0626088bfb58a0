import { formatDateTime } from '../../tools/dates.ts';
import { LOG_LEVELS, type LogEntry } from './log-table.ts';
import { redactUrl } from './redact-url.ts';

/** What is known about a request once its response has been sent. */
export type RequestFacts = {
  method: string;
  /** Path and query string as requested. */
  url: string;
  status: number;
  execTime: number;
  auth: 'guest' | 'authRecord' | 'admin';
  headers: Record<string, string | string[] | undefined>;
  remoteIp: string;
  logIp: boolean;
  /** The error answer of a failed request (`message`, `data`). */
  failure?: { message: string; data: unknown };
  finishedAt: Date;
};

/**
 * The log entry of one API request, shaped like PocketBase's (reference §5.7): level info, or
 * error with the answer's message and data for failures; the caller's IPs only when the settings
 * allow it (`logs.logIp`). File tokens in the query are redacted.
 */
export function requestLogEntry(facts: RequestFacts): LogEntry {
  const url = redactUrl(facts.url);
  const data: Record<string, unknown> = {
    type: 'request',
    execTime: Math.round(facts.execTime * 1000) / 1000,
    url,
    method: facts.method.toUpperCase(),
    status: facts.status,
    auth: facts.auth,
    referer: redactUrl(header(facts.headers, 'referer')),
    userAgent: header(facts.headers, 'user-agent'),
  };
  if (facts.failure)
    Object.assign(data, { error: facts.failure.message, details: facts.failure.data });
  if (facts.logIp) Object.assign(data, { userIp: userIp(facts), remoteIp: facts.remoteIp });
  return {
    level: facts.failure ? LOG_LEVELS.error : LOG_LEVELS.info,
    message: `${data.method} ${decodePath(url)}`,
    data,
    created: formatDateTime(facts.finishedAt),
  };
}

/** The client's address as the first proxy in front of the server reports it, else the peer. */
function userIp(facts: RequestFacts): string {
  for (const name of ['cf-connecting-ip', 'fly-client-ip', 'x-real-ip']) {
    const value = header(facts.headers, name);
    if (value) return value;
  }
  const forwarded = header(facts.headers, 'x-forwarded-for')
    .split(',')
    .map((ip) => ip.trim())
    .find(Boolean);
  return forwarded ?? facts.remoteIp;
}

function header(headers: RequestFacts['headers'], name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

function decodePath(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
