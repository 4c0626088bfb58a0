import { z } from 'zod';

/** What the user form holds; the superuser flag is stored on the company, not the user. */
export type UserFormValues = {
  email: string;
  nombreCompleto: string;
  telefono: string;
  role: string;
  password: string;
  passwordConfirm: string;
  isSuperuser: boolean;
};

export const USER_FORM_FIELDS = [
  'email',
  'nombreCompleto',
  'telefono',
  'role',
  'password',
  'passwordConfirm',
] as const;

export type UserFormField = (typeof USER_FORM_FIELDS)[number];

// The users collection's minimum (collection-users.ts); the server says so too if it changes.
const PASSWORD_MIN = 8;
/** bcrypt reads 72 bytes; the server refuses longer passwords (strength is judged there only). */
const PASSWORD_MAX_BYTES = 72;

/**
 * The form's rules; messages are catalogue keys. A new user needs a password; an edited one keeps
 * theirs when the box is left blank (SPEC §5), but a typed one must be long enough and confirmed.
 */
export function userFormSchema(mode: 'create' | 'edit') {
  return z
    .object({
      email: z
        .string()
        .trim()
        .min(1, 'companyUsers.errors.emailRequired')
        .pipe(z.email('companyUsers.errors.emailInvalid')),
      nombreCompleto: z.string().trim().min(1, 'companyUsers.errors.nameRequired'),
      telefono: z.string(),
      role: z.string().min(1, 'companyUsers.errors.roleRequired'),
      password: z.string(),
      passwordConfirm: z.string(),
      isSuperuser: z.boolean(),
    })
    .superRefine((values, context) => {
      const issue = passwordIssue(mode, values.password);
      if (issue) context.addIssue({ code: 'custom', path: ['password'], message: issue });
      if (values.password.trim() !== '' && values.passwordConfirm !== values.password)
        context.addIssue({
          code: 'custom',
          path: ['passwordConfirm'],
          message: 'companyUsers.errors.passwordMismatch',
        });
    });
}

function passwordIssue(mode: 'create' | 'edit', password: string): string | null {
  if (password.trim() === '')
    return mode === 'create' ? 'companyUsers.errors.passwordRequired' : null;
  if (password.length < PASSWORD_MIN) return 'companyUsers.errors.passwordShort';
  return new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES
    ? 'companyUsers.errors.passwordLong'
    : null;
}
