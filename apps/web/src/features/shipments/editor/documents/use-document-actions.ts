import type { ShipmentDocument, ShipmentMode } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '#data/repository/repository-types.ts';
import {
  removeShipmentDocument,
  uploadShipmentDocuments,
} from '#data/shipments/shipment-document-files.ts';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';

export type DocumentActionsInput = {
  mode: ShipmentMode;
  shipmentId: string;
  onServerChange: (record: StoredRecord) => void;
};

/** Upload and remove, with the confirmation, the toasts and the error kept on screen. */
export function useDocumentActions({ mode, shipmentId, onServerChange }: DocumentActionsInput) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const collection = shipmentCollection(mode);

  const run = async (work: () => Promise<StoredRecord>, done: string) => {
    setIsBusy(true);
    setError(null);
    try {
      onServerChange(await work());
      showToast({ message: done, tone: 'success' });
    } catch (failure) {
      console.warn('Shipment documents change failed.', failure);
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(t('shipmentEditor.documents.failed', { message }));
    } finally {
      setIsBusy(false);
    }
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    await run(
      () => uploadShipmentDocuments(collection, shipmentId, files),
      t('shipmentEditor.documents.uploaded', { count: files.length }),
    );
  };

  const remove = async (document: ShipmentDocument) => {
    const confirmed = await confirmAction({
      message: t('shipmentEditor.documents.removeConfirm', { name: document.name }),
      confirmLabel: t('shipmentEditor.documents.removeLabel'),
      destructive: true,
    });
    if (!confirmed) return;
    await run(
      () => removeShipmentDocument(collection, shipmentId, document),
      t('shipmentEditor.documents.removed', { name: document.name }),
    );
  };

  return { upload, remove, isBusy, error };
}
