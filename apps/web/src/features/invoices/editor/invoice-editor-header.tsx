import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { InvoiceState } from '@rumbo/domain';
import { IconDeviceFloppy, IconRosetteDiscountCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { INVOICE_STATE_COLORS } from '#ui/invoice-state-colors.ts';

export type InvoiceEditorHeaderProps = {
  record: InvoiceRecord | null;
  isDirty: boolean;
  isEditable: boolean;
  isSaving: boolean;
  isStamping: boolean;
  isDeleting: boolean;
  /** Blocking problems left: sealing would be refused. */
  hasBlocks: boolean;
  onSave: () => void;
  onStamp: () => void;
  onDelete: () => void;
};

/** The invoice's code and state, and what can be done to a draft: save, seal and stamp, delete. */
export function InvoiceEditorHeader(props: InvoiceEditorHeaderProps) {
  const { t } = useTranslation();
  const { record, isEditable } = props;
  const state: InvoiceState = record?.state || 'draft';
  const title = record
    ? record.code || t('invoiceEditor.title.unnumbered')
    : t('invoiceEditor.title.new');
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {record && (
            <Badge variant="light" color={INVOICE_STATE_COLORS[state]} tt="none" size="lg">
              {t(`invoicesList.states.${state}`)}
            </Badge>
          )}
        </Group>
        {isEditable && (
          <Group gap="xs">
            {record && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={props.isDeleting}
                onClick={props.onDelete}
              >
                {t('invoiceEditor.delete')}
              </Button>
            )}
            <Button
              variant={record ? 'default' : 'filled'}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={props.onSave}
              loading={props.isSaving}
              disabled={props.isStamping}
            >
              {record ? t('invoiceEditor.save') : t('invoiceEditor.create')}
            </Button>
            {record && (
              <Button
                leftSection={<IconRosetteDiscountCheck size={18} aria-hidden />}
                onClick={props.onStamp}
                loading={props.isStamping}
                disabled={props.isSaving}
                aria-describedby={props.hasBlocks ? 'invoice-stamp-blocked' : undefined}
              >
                {t('invoiceEditor.stamp.button')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {record?.clientName && (
        <Text size="sm" c="dimmed">
          {record.clientName}
        </Text>
      )}
      {!record && isEditable && (
        <Text size="xs" c="dimmed">
          {t('invoiceEditor.saveFirst')}
        </Text>
      )}
      {props.hasBlocks && record && isEditable && (
        <Text size="xs" c="dimmed" id="invoice-stamp-blocked">
          {t('invoiceEditor.stamp.blockedHint')}
        </Text>
      )}
      {props.isDirty && isEditable && (
        <Text size="xs" c="dimmed" role="status">
          {t('invoiceEditor.unsaved')}
        </Text>
      )}
    </Stack>
  );
}
