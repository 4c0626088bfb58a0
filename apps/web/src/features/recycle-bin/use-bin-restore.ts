import { ClientResponseError } from 'pocketbase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BinItem } from '#data/recycle-bin/recycle-bin-query.ts';
import { useRestoreFromBin, useRestoringIds } from '#data/recycle-bin/restore-from-bin.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { binItemKind, restoredRecordLink } from './bin-item-kind.ts';

/** A record brought back during this visit, kept on screen with a link to open it. */
export type RestoreNotice = {
  id: string;
  kind: string;
  /** As it was known in the bin (its code when it was deleted). */
  label: string;
  /** The new code when its own was taken meanwhile, else ''. */
  newCode: string;
  link: string | null;
};

// The latest few: a notice is read once, and the list must not push the bin off the screen.
const KEPT_NOTICES = 3;
// A new code is worth the time to read it.
const CODE_CHANGED_TOAST_MS = 6000;

/**
 * Restoring from the bin: asks first, restores (several may run at once), says so in a toast
 * and keeps a notice naming the record, and its new code when a colleague took its own.
 */
export function useBinRestore() {
  const { t } = useTranslation();
  const mutation = useRestoreFromBin();
  const restoringIds = useRestoringIds();
  const [notices, setNotices] = useState<readonly RestoreNotice[]>([]);

  const restore = async (item: BinItem) => {
    const kind = t(`recycleBin.kinds.${binItemKind(item.collection)}`);
    const named = { label: item.label, kind };
    const confirmed = await confirmAction({
      message: t('recycleBin.confirm', named),
      confirmLabel: t('recycleBin.restore'),
    });
    if (!confirmed) return;
    try {
      const restored = await mutation.mutateAsync(item);
      const newCode = restored.codeChanged ? String(restored.record.shipmentCode ?? '') : '';
      showToast({
        message: newCode
          ? t('recycleBin.restoredAs', { ...named, code: newCode })
          : t('recycleBin.restored', named),
        tone: 'success',
        durationMs: newCode ? CODE_CHANGED_TOAST_MS : undefined,
      });
      const link = restoredRecordLink(restored.collection, restored.record.id);
      const notice = { id: item.id, kind, label: item.label, newCode, link };
      setNotices((current) => [notice, ...current].slice(0, KEPT_NOTICES));
    } catch (error) {
      const isGone = error instanceof ClientResponseError && error.status === 404;
      showToast({
        message: isGone
          ? t('recycleBin.gone')
          : t('recycleBin.restoreFailed', { message: serverErrorText(error) }),
        tone: isGone ? 'warning' : 'error',
      });
    }
  };

  const dismiss = (id: string) =>
    setNotices((current) => current.filter((notice) => notice.id !== id));

  return { restore, restoringIds, notices, dismiss };
}
