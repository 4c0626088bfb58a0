import { Alert, Stack, Text } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import type { FieldConflict } from '@rumbo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsHistoryTabs } from '#ui/history/details-history-tabs.tsx';
import type { PartnerCompany } from '#data/partners/partner-companies-query.ts';
import { editedPartner } from '#data/partners/partner-fiscal.ts';
import { partnerRecordQuery } from '#data/partners/partner-list-queries.ts';
import { partnerShipmentsQuery } from '#data/partners/partner-shipments-query.ts';
import { newRecordId } from '#data/common/record-id.ts';
import type { StoredRecord } from '#data/repository/repository-types.ts';
import { ConflictDialog } from '#ui/conflict-dialog.tsx';
import { recordFieldLabel } from '#ui/record-field-label.ts';
import { useConflictChoices } from '#ui/use-conflict-choices.ts';
import { useOpenedRecord } from '#ui/use-opened-record.ts';
import { PartnerForm } from './partner-form.tsx';
import { PartnerHistoryTab } from './partner-history-tab.tsx';
import { newPartnerValues, partnerFormValues } from './partner-form-values.ts';
import { PartnerShipments } from './partner-shipments.tsx';
import { usePartnerActions } from './use-partner-actions.ts';

export type PartnerEditorProps = {
  open: string;
  companies: readonly PartnerCompany[] | null;
  companyId: string | null;
  userId: string;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
};

/**
 * A new partner, or a saved one (read on its own: the list holds only what it shows) with the
 * shipments that name it, a Delete button and a History tab beside the form.
 */
export function PartnerEditor(props: PartnerEditorProps) {
  const isNew = props.open === 'new';
  const [newId] = useState(newRecordId);
  const saved = useQuery({ ...partnerRecordQuery(props.open), enabled: !isNew });
  const partner = isNew ? null : saved.data;
  const actions = usePartnerActions(props.userId);
  const { opened, reopen } = useOpenedRecord(partner);
  const conflict = useConflictChoices();
  const translation = useTranslation();
  const { t } = translation;
  const using = useQuery({
    ...partnerShipmentsQuery(partner ?? { id: '', company: '', displayName: '' }),
    enabled: Boolean(partner),
  });
  const uses = using.data?.uses ?? [];
  const [newValues] = useState(() => newPartnerValues(props.companyId ?? ''));
  const queryClient = useQueryClient();
  const [isDirty, setDirty] = useState(false);
  // Re-mounted after an undo, so the form shows the values put back.
  const [formKey, setFormKey] = useState(0);
  const { onDirtyChange } = props;
  const handleDirtyChange = useCallback(
    (dirty: boolean) => {
      setDirty(dirty);
      onDirtyChange(dirty);
    },
    [onDirtyChange],
  );
  const handleUndone = (record: StoredRecord) => {
    const fresh = editedPartner(record);
    queryClient.setQueryData(partnerRecordQuery(fresh.id).queryKey, fresh);
    reopen(fresh);
    setFormKey((key) => key + 1);
  };
  if (!isNew && saved.isPending)
    return (
      <Stack align="center" py="xl">
        <BusySpinner label={t('partners.loading')} />
      </Stack>
    );
  if (!isNew && !partner)
    return (
      <Alert color="yellow" variant="light">
        <Text size="sm">{t('partners.form.missing')}</Text>
      </Alert>
    );
  const id = partner?.id ?? newId;
  const submit = async (values: Parameters<typeof actions.save>[1]) => {
    const ask = (conflicts: FieldConflict[]) => conflict.ask(conflicts);
    const answer = await actions.save(
      id,
      values,
      isNew,
      opened ? { partner: opened, ask } : undefined,
    );
    if (answer.kind === 'saved') reopen(answer.partner);
    return answer;
  };
  const form = (
    <PartnerForm
      key={formKey}
      isNew={isNew}
      initialValues={partner ? partnerFormValues(partner) : newValues}
      companies={props.companies}
      onSubmit={submit}
      onSaved={props.onDone}
      onDirtyChange={handleDirtyChange}
      onCancel={props.onCancel}
      onDelete={
        partner
          ? () =>
              void actions.remove(partner, uses.length).then((deleted) => deleted && props.onDone())
          : undefined
      }
    >
      {partner && <PartnerShipments uses={uses} isLoading={using.isPending} />}
      <ConflictDialog
        request={conflict.request}
        fieldLabel={(field) => recordFieldLabel(translation, 'partners', field)}
      />
    </PartnerForm>
  );
  if (!partner) return form;
  return (
    <DetailsHistoryTabs
      details={form}
      history={
        <PartnerHistoryTab
          partnerId={partner.id}
          contacts={partner.contacts}
          version={partner.updated ?? ''}
          hasUnsavedChanges={isDirty}
          onUndone={handleUndone}
        />
      }
    />
  );
}
