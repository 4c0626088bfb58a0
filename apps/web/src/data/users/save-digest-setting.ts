import { pb } from '#lib/pocketbase.ts';

/**
 * Turns the person's daily e-mail of overdue milestones (issue 37) off or back on, on their own
 * user record (a harmless field of their own, like the language). Online only: the answer is
 * the saved record, which the SDK also puts in the session, so the switch shows what was stored.
 */
export function saveDigestSetting(userId: string, digestOff: boolean): Promise<unknown> {
  return pb.collection('users').update(userId, { digestOff }, { requestKey: null });
}
