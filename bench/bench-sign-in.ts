import { DEMO_EMAILS, DEMO_PASSWORD } from '@rumbo/domain';

/** A demo user's token (Golfo staff unless told), signed in over HTTP as the SDK does. */
export async function signInAs(
  url: string,
  email: string = DEMO_EMAILS.staffGolfo,
): Promise<string> {
  const response = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`Benchmark sign-in as ${email} failed`);
  return body.token;
}
