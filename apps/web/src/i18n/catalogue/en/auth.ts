// English texts of ../auth.ts where the default (the spec's words) is Spanish (issue 20).
import type { SomeTextsOf } from '../../catalogue-types.ts';
import type { authCatalogue } from '../auth.ts';

export const authEn = {
  auth: {
    checkingAccess: 'Checking access…',
    signIn: 'Sign in',
    signOut: 'Sign out',
    login: {
      title: 'Sign in',
      subtitle: 'Access your company’s dashboard.',
      password: 'Password',
      submit: 'Sign in',
      backHome: 'Back to home',
      emailRequired: 'Enter your email.',
      emailInvalid: 'Enter a valid email.',
      passwordRequired: 'Enter your password.',
    },
    errors: {
      invalidCredential: 'Invalid credentials. Check your email and password.',
      networkRequestFailed: 'Cannot reach the authentication server.',
      signInFailed: 'Could not sign in.',
    },
  },
} as const satisfies SomeTextsOf<typeof authCatalogue>;
