import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { CREATE_CODE_ATTEMPTS, createWithFreshCode, isDuplicateCode } from './save-shipment.ts';

const taken = () =>
  new ClientResponseError({
    status: 400,
    response: {
      code: 400,
      message: 'Failed to create record.',
      data: {
        company: { code: 'validation_not_unique', message: 'Value must be unique.' },
        shipmentCode: { code: 'validation_not_unique', message: 'Value must be unique.' },
      },
    },
  });

/** A stand-in for the server's unique index: codes already issued are refused. */
function serverWith(codes: string[]) {
  const issued = new Set(codes);
  return async (code: string) => {
    if (issued.has(code)) throw taken();
    issued.add(code);
    return { id: 'new', shipmentCode: code };
  };
}

describe('createWithFreshCode', () => {
  it('moves on past codes a colleague took meanwhile', async () => {
    const refusedSeen: string[][] = [];
    const result = await createWithFreshCode({
      firstCode: 'OCN20260003',
      create: serverWith(['OCN20260003', 'OCN20260004']),
      nextCode: async (refused) => {
        refusedSeen.push([...refused]);
        return `OCN2026000${3 + refused.length}`;
      },
    });
    expect(result.code).toBe('OCN20260005');
    expect(refusedSeen).toEqual([['OCN20260003'], ['OCN20260003', 'OCN20260004']]);
  });

  it('gives up after a few attempts with the server answer', async () => {
    let attempts = 0;
    const create = async () => {
      attempts += 1;
      throw taken();
    };
    await expect(
      createWithFreshCode({ firstCode: 'A', create, nextCode: async () => 'B' }),
    ).rejects.toBeInstanceOf(ClientResponseError);
    expect(attempts).toBe(CREATE_CODE_ATTEMPTS);
  });

  it('lets any other refusal through at once', async () => {
    const refusal = new ClientResponseError({ status: 403, response: { message: 'No.' } });
    await expect(
      createWithFreshCode({
        firstCode: 'A',
        create: () => Promise.reject(refusal),
        nextCode: async () => 'B',
      }),
    ).rejects.toBe(refusal);
  });
});

describe('isDuplicateCode', () => {
  it('recognises only the unique-code answer', () => {
    expect(isDuplicateCode(taken())).toBe(true);
    const otherField = new ClientResponseError({
      status: 400,
      response: { data: { reference: { code: 'validation_not_unique' } } },
    });
    expect(isDuplicateCode(otherField)).toBe(false);
    expect(isDuplicateCode(new Error('x'))).toBe(false);
  });
});
