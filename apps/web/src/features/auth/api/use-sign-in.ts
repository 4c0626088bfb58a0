import { useMutation } from '@tanstack/react-query';
import { signIn } from './sign-in.ts';

export function useSignIn() {
  // Errors are shown in the form's alert, never as a toast.
  return useMutation({ mutationFn: signIn, meta: { handlesError: true } });
}
