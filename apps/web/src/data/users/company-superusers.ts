import type { CompaniesRecord } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';

export type SetCompanySuperuserInput = {
  company: Pick<CompaniesRecord, 'id' | 'superuser'>;
  userId: string;
  isSuperuser: boolean;
};

/**
 * Adds a user to, or takes them off, the company's superuser list (SPEC §7 "update of
 * superusers"). The `+`/`-` modifiers change only that id, so two people editing the list at once
 * do not undo each other; taking someone off also clears the single `superuser` field if it names
 * them, or they would stay a superuser through it.
 */
export function setCompanySuperuser({
  company,
  userId,
  isSuperuser,
}: SetCompanySuperuserInput): Promise<CompaniesRecord> {
  const body: Record<string, unknown> = isSuperuser
    ? { 'superusers+': userId }
    : { 'superusers-': userId, ...(company.superuser === userId ? { superuser: '' } : {}) };
  return pb.collection('companies').update<CompaniesRecord>(company.id, body, { requestKey: null });
}
