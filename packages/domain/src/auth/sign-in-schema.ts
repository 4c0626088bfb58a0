import { z } from 'zod';

/**
 * The sign-in form's input, shared by the web form and anything that checks it. The email is
 * trimmed and lower-cased before it is checked; `remember` defaults to on (SPEC §4). Messages
 * are PocketBase's, so field errors read the same whether they come from here or the server.
 */
export const signInSchema = z.object({
  email: z
    .string('Cannot be blank.')
    .trim()
    .toLowerCase()
    .min(1, 'Cannot be blank.')
    .pipe(z.email('Must be a valid email address.')),
  password: z.string('Cannot be blank.').min(1, 'Cannot be blank.'),
  remember: z.boolean().default(true),
});

/** What the sign-in form holds (remember may be left out). */
export type SignInInput = z.input<typeof signInSchema>;

/** Sign-in values after parsing: email normalised, remember filled in. */
export type SignInValues = z.output<typeof signInSchema>;
