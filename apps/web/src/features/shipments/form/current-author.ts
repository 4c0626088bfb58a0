import { useAuthSession } from '#lib/use-auth-session.ts';

export type Author = { id: string; name: string };

/** Who is writing: the signed-in user, named as the team knows them. */
export function useCurrentAuthor(): Author {
  const { user } = useAuthSession();
  if (!user) return { id: '', name: '' };
  const name = (user.nombreCompleto ?? '').trim() || user.email;
  return { id: user.id, name };
}
