import { DEMO_IDS } from '@rumbo/domain';
import { operator } from './test-server.ts';

export const NEW_PASSWORD = 'NuevaClave2026';
export const USER_PASSWORD = 'ClaveInicial2026';

let counter = 0;

/** A fresh Golfo staff account made by the operator, so each test owns the account it changes. */
export async function newUser(url: string, options: { verified?: boolean } = {}) {
  counter += 1;
  const email = `cuenta${counter}.${Date.now()}@golfo.test`;
  const ops = await operator(url);
  const record = await ops.collection('users').create({
    email,
    password: USER_PASSWORD,
    passwordConfirm: USER_PASSWORD,
    company: DEMO_IDS.golfo,
    role: 'staff',
    nombreCompleto: `Cuenta ${counter}`,
    verified: options.verified ?? true,
  });
  return { id: record.id, email };
}

/** A user as the operator sees it (every field, email included). */
export async function userById(url: string, id: string) {
  const ops = await operator(url);
  return ops.collection('users').getOne(id);
}
