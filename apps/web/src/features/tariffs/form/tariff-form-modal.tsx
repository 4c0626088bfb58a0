import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FieldConflict, Tariff, TariffDraft } from '@rumbo/domain';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerCompany } from '#data/partners/partner-companies-query.ts';
import { newRecordId } from '#data/common/record-id.ts';
import { ConflictDialog } from '#ui/conflict-dialog.tsx';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { recordFieldLabel } from '#ui/record-field-label.ts';
import { useConflictChoices } from '#ui/use-conflict-choices.ts';
import type { useTariffActions } from '../use-tariff-actions.ts';
import { TariffForm } from './tariff-form.tsx';

/** What the form edits: a new line (maybe a duplicate's copy) or a saved one. */
export type TariffEditing =
  | { kind: 'new'; draft: TariffDraft; company: string; isDuplicate: boolean }
  | {
      kind: 'edit';
      id: string;
      draft: TariffDraft;
      company: string;
      /** The line as the form opened it: the version its save is based on. */
      opened: Tariff;
    };

export type TariffFormModalProps = {
  editing: TariffEditing | null;
  /** The companies a platform admin may file a new line under; null: the user's own. */
  companies: readonly PartnerCompany[] | null;
  actions: ReturnType<typeof useTariffActions>;
  onClose: () => void;
};

const COMPACT_QUERY = '(max-width: 48em)';

/** The create / edit form in a modal; closing with unsaved edits asks first. */
export function TariffFormModal(props: TariffFormModalProps) {
  const translation = useTranslation();
  const { t } = translation;
  const conflict = useConflictChoices();
  const isCompact = useMediaQuery(COMPACT_QUERY) ?? false;
  const isDirty = useRef(false);
  const [newId, setNewId] = useState(newRecordId);
  const { onClose, editing } = props;
  const close = useCallback(() => {
    isDirty.current = false;
    setNewId(newRecordId());
    onClose();
  }, [onClose]);
  const requestClose = async () => {
    if (isDirty.current) {
      const confirmed = await confirmAction({
        message: t('tariffs.unsaved.message'),
        confirmLabel: t('tariffs.unsaved.discard'),
        cancelLabel: t('tariffs.unsaved.keep'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    close();
  };
  const handleDirtyChange = useCallback((dirty: boolean) => {
    isDirty.current = dirty;
  }, []);
  const title = !editing
    ? ''
    : editing.kind === 'edit'
      ? t('tariffs.form.editTitle')
      : t(editing.isDuplicate ? 'tariffs.form.duplicateTitle' : 'tariffs.form.newTitle');
  const isNew = editing?.kind === 'new';
  return (
    <Modal
      opened={editing !== null}
      onClose={() => void requestClose()}
      title={title}
      size="min(1040px, 96vw)"
      fullScreen={isCompact}
      closeButtonProps={{ 'aria-label': t('tariffs.form.close') }}
    >
      {editing && (
        <TariffForm
          key={editing.kind === 'edit' ? editing.id : newId}
          initial={{ ...editing.draft, company: editing.company }}
          companies={isNew ? props.companies : null}
          submitLabel={t(isNew ? 'tariffs.form.create' : 'tariffs.form.save')}
          onSubmit={(draft, company) =>
            props.actions.save(
              editing.kind === 'edit'
                ? {
                    kind: 'update',
                    id: editing.id,
                    versioned: {
                      base: editing.opened,
                      ask: (conflicts: FieldConflict[]) => conflict.ask(conflicts),
                    },
                  }
                : { kind: 'create', id: newId, companyId: company },
              draft,
            )
          }
          onSaved={close}
          onDirtyChange={handleDirtyChange}
          onCancel={() => void requestClose()}
        />
      )}
      <ConflictDialog
        request={conflict.request}
        fieldLabel={(field) => recordFieldLabel(translation, 'tariffs', field)}
      />
    </Modal>
  );
}
