import PocketBase from 'pocketbase';

/** The bench's own server operator, created on a server started without the demo seed. */
const OPERATOR = { email: 'bench-operator@rumbo.test', password: 'BenchOperator2026' };

/** The record server as its operator, creating the first operator when there is none yet. */
export async function benchOperator(baseUrl: string): Promise<PocketBase> {
  const pb = new PocketBase(baseUrl);
  pb.autoCancellation(false);
  try {
    await pb.admins.authWithPassword(OPERATOR.email, OPERATOR.password);
  } catch {
    // PocketBase lets anyone create the first operator of an empty server (the installer).
    await pb.admins.create({ ...OPERATOR, passwordConfirm: OPERATOR.password });
    await pb.admins.authWithPassword(OPERATOR.email, OPERATOR.password);
  }
  return pb;
}
