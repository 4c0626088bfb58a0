/** What a redacted query value reads as in the logs. */
export const REDACTED = 'REDACTED';

/** Query parameters that carry credentials: file tokens (`/api/files/...?token=`). */
const SECRET_PARAMS = new Set(['token']);

/**
 * `url` (path and query as requested) with the value of every credential parameter replaced by
 * {@link REDACTED}; the path, the other parameters and their order are kept byte for byte.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMS.has(decodeName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryStart)}?${query.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
