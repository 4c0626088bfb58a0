import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { linkFailure } from './link-failure.ts';

const refusal = (status: number, data: Record<string, unknown> = {}, message = 'Refused.') =>
  new ClientResponseError({ status, response: { code: status, message, data } });

describe('linkFailure', () => {
  it.each([
    ['no answer at all', refusal(0), { kind: 'offline' }],
    ['a server failure', refusal(503), { kind: 'offline' }],
    [
      'a shipment the caller cannot see',
      refusal(400, {
        shipment: {
          code: 'validation_missing_rel_records',
          message: 'Failed to find all relation records with the provided ids',
        },
      }),
      { kind: 'gone' },
    ],
    ['a link no longer there', refusal(404), { kind: 'gone' }],
    [
      'a label too long',
      refusal(400, {
        label: {
          code: 'validation_length_out_of_range',
          message: 'The length must be between 0 and 200.',
        },
      }),
      { kind: 'fields', label: 'The length must be between 0 and 200.', expiresAt: '' },
    ],
    [
      'an unreadable expiry',
      refusal(400, {
        expiresAt: { code: 'validation_invalid_date', message: 'Must be a valid date.' },
      }),
      { kind: 'fields', label: '', expiresAt: 'Must be a valid date.' },
    ],
    [
      'another refusal',
      refusal(403, {}, 'Only superusers can perform this action.'),
      { kind: 'other' },
    ],
    ['not a server answer', new Error('Boom'), { kind: 'other', message: 'Boom' }],
  ])('%s', (_case, error, expected) => {
    expect(linkFailure(error)).toMatchObject(expected);
  });
});
