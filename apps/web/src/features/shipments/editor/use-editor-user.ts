import { isPlatformAdmin } from '@rumbo/domain';
import { useAuthSession } from '#lib/use-auth-session.ts';
import type { ShipmentAuthor } from './shipment-save-body.ts';

export type EditorUser = {
  author: ShipmentAuthor;
  /** The company whose shipments the lists hold: the user's, or null (every company) for a platform admin. */
  companyId: string | null;
};

/** Who is editing, as saves and locks record it; null while nobody is signed in. */
export function useEditorUser(): EditorUser | null {
  const { user } = useAuthSession();
  if (!user) return null;
  const name = user.nombreCompleto?.trim() || user.email;
  return {
    author: { id: user.id, name, email: user.email },
    companyId: isPlatformAdmin(user) ? null : user.company || null,
  };
}
