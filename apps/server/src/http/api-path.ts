/** Whether a request URL (path and query) is the record server's API rather than a page or file. */
export function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
