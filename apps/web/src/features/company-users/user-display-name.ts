import type { UsersRecord } from '@rumbo/domain';

/** How a user is named on screen: full name, else email, else id. */
export function userDisplayName(
  user: Pick<UsersRecord, 'id' | 'nombreCompleto' | 'email'>,
): string {
  return user.nombreCompleto?.trim() || user.email || user.id;
}
