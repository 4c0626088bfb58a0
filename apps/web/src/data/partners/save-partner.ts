import { normalizePartner, toRemotePartnerPayload, type PartnersRecord } from '@rumbo/domain';
import type { AskConflictChoices } from '../repository/repository-types.ts';
import { syncStatusStore } from '../sync/sync-status-store.ts';
import { repository } from '../repository/repository.ts';
import {
  editedPartner,
  partnerFiscalPayload,
  type EditedPartner,
  type PartnerSaveInput,
} from './partner-fiscal.ts';

export type PartnerSaveOutcome = {
  partner: EditedPartner;
  /** The server was away: the change waits in this browser (Pending sync). */
  isLocal: boolean;
};

const partners = () => repository<PartnersRecord>('partners');

/**
 * Creates a partner (with an id made here, so it keeps it if it has to wait offline) or updates
 * one. The body is normalised and blank text is sent as null (SPEC §5), the client's fiscal data
 * (issue 39) with it when the input names it. An update never sends
 * the company: records do not move between companies. Errors the server gives (400, 403,
 * 404) are thrown as they are; an unreachable server falls back to the local copy.
 */
export async function savePartner(input: {
  partner: PartnerSaveInput;
  isNew: boolean;
  userId: string;
  /** The partner as the form opened it, and who decides fields both people changed. */
  opened?: { partner: EditedPartner; ask: AskConflictChoices };
}): Promise<PartnerSaveOutcome> {
  const partner = normalizePartner({ ...input.partner, updatedBy: input.userId });
  const payload = { ...toRemotePartnerPayload(partner), ...partnerFiscalPayload(input.partner) };
  const saved = input.isNew
    ? await partners().create({
        ...payload,
        id: partner.id,
        createdBy: input.userId || null,
      } as unknown as Partial<PartnersRecord>)
    : await partners().update(partner.id, withoutCreation(payload), versionedOver(input.opened));
  return { partner: editedPartner(saved), isLocal: !syncStatusStore.getSnapshot().isOnline };
}

/** Deletes a partner; offline the deletion waits in the queue like any write. */
export async function deletePartner(id: string): Promise<{ isLocal: boolean }> {
  await partners().remove(id);
  return { isLocal: !syncStatusStore.getSnapshot().isOnline };
}

/** A save over the version the form opened (docs/decisions/033); none for older callers. */
function versionedOver(opened: { partner: EditedPartner; ask: AskConflictChoices } | undefined) {
  if (!opened?.partner.updated) return undefined;
  const { partner } = opened;
  const base = { ...toRemotePartnerPayload(partner), ...partnerFiscalPayload(partner), id: partner.id };
  return { base: { ...base, updated: opened.partner.updated }, ask: opened.ask };
}

function withoutCreation(payload: ReturnType<typeof toRemotePartnerPayload> & object) {
  const { company: _company, createdBy: _createdBy, ...rest } = payload;
  return rest as unknown as Partial<PartnersRecord>;
}
