// The domain's auth rules, as the package exports them (see ../index.ts).
export { normalizeEmail } from './normalize-email.ts';
export { signInError, type SignInError } from './sign-in-error.ts';
