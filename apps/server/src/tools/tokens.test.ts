import { describe, expect, it } from 'vitest';
import { peekClaims, signToken, verifyToken } from './tokens.ts';

describe('tokens', () => {
  it('signs HS256 tokens that verify only with the same key', async () => {
    const token = await signToken(
      { id: 'abc', type: 'authRecord', collectionId: 'users' },
      'key-1',
      60,
    );
    expect(await verifyToken(token, 'key-1')).toMatchObject({ id: 'abc', type: 'authRecord' });
    expect(await verifyToken(token, 'key-2')).toBeNull();
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('rejects expired tokens', async () => {
    const token = await signToken({ id: 'abc', type: 'admin' }, 'key', -10);
    expect(await verifyToken(token, 'key')).toBeNull();
  });

  it('peeks at claims without a key and survives garbage', () => {
    expect(peekClaims('not-a-token')).toBeNull();
    expect(peekClaims('')).toBeNull();
  });
});
