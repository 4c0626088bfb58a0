import { z } from 'zod';

// Messages are catalogue keys; the form resolver translates them.
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'auth.login.emailRequired')
    .pipe(z.email('auth.login.emailInvalid')),
  password: z.string().refine((value) => value.trim() !== '', 'auth.login.passwordRequired'),
  remember: z.boolean(),
});

export type SignInValues = z.infer<typeof signInSchema>;
