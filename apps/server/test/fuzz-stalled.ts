/**
 * Requests that stop half-way (docs/decisions/059): the client sends part of a request and then
 * nothing more. The server must still end each one, with an answer or by closing the
 * connection, within its stall limit. Raw bytes, each on a connection of its own.
 */
import type { FuzzRequest } from './fuzz-requests.ts';

const RECORDS = '/api/collections/partners/records';

function stalled(label: string, raw: string): FuzzRequest {
  return { kind: 'malformed', label, method: raw.split(' ')[0]!, path: RECORDS, raw };
}

export const STALLED_REQUESTS: FuzzRequest[] = [
  stalled('headers never finished', `GET ${RECORDS} HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n`),
  stalled(
    'a JSON body shorter than its content-length',
    `POST ${RECORDS} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"display`,
  ),
  stalled(
    'a multipart body cut in a part',
    `POST ${RECORDS} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
      `Content-Length: 5000\r\n\r\n--b\r\nContent-Disposition: form-data; name="displayName"\r\n\r\nx`,
  ),
  stalled(
    'a chunked body that never ends',
    `POST ${RECORDS} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Transfer-Encoding: chunked\r\n\r\n5\r\n{"dis\r\n`,
  ),
];
