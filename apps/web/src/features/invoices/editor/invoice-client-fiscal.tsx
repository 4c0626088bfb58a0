import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { REGIMENES_FISCALES, satText } from '@rumbo/domain';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import type { FieldProblems } from './invoice-field-problems.tsx';

/** The client's fiscal data the CFDI's Receptor carries. */
export type FiscalShown = { rfc: string; name: string; regimen: string; postalCode: string };

export type InvoiceClientFiscalProps = {
  /** The client partner's id (to edit it), or '' when none is chosen. */
  clientId: string;
  fiscal: FiscalShown | null;
  isLoading: boolean;
  problemsAt: FieldProblems;
  /** Sealed invoices show the data as sealed, with no link to change it. */
  isReadOnly: boolean;
};

/**
 * The client's RFC, razón social, régimen fiscal and postal code, read only: they are the
 * partner's, edited in Partners (a link opens it in a new tab, keeping this draft), each with
 * what is wrong with it for the CFDI.
 */
export function InvoiceClientFiscal(props: InvoiceClientFiscalProps) {
  const { t, i18n } = useTranslation();
  const { fiscal, problemsAt } = props;
  if (!props.clientId) return null;
  const fields: { field: string; label: string; value: ReactNode }[] = [
    { field: 'client.rfc', label: t('invoiceEditor.fiscal.rfc'), value: fiscal?.rfc },
    { field: 'client.name', label: t('invoiceEditor.fiscal.name'), value: fiscal?.name },
    {
      field: 'client.regimenFiscal',
      label: t('invoiceEditor.fiscal.regimen'),
      value: fiscal?.regimen
        ? `${fiscal.regimen} · ${satText(REGIMENES_FISCALES, fiscal.regimen, i18n.language)}`
        : '',
    },
    {
      field: 'client.postalCode',
      label: t('invoiceEditor.fiscal.postalCode'),
      value: fiscal?.postalCode,
    },
  ];
  const hasProblem = fields.some(({ field }) => problemsAt(field).error);
  return (
    <Stack gap="xs" role="group" aria-label={t('invoiceEditor.fiscal.label')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('invoiceEditor.fiscal.label')}
        </Text>
        {!props.isReadOnly && (
          <Anchor
            href={`${paths.dashboard.partners}?open=${encodeURIComponent(props.clientId)}`}
            target="_blank"
            rel="noopener"
            size="sm"
            fw={hasProblem ? 600 : undefined}
          >
            {t(hasProblem ? 'invoiceEditor.fiscal.complete' : 'invoiceEditor.fiscal.edit')}{' '}
            <IconExternalLink size={14} aria-label={t('invoiceEditor.fiscal.newTab')} />
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {fields.map(({ field, label, value }) => {
          const { error, description } = problemsAt(field);
          return (
            <Stack key={field} gap={2} data-field={field}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={500}>
                {props.isLoading ? '…' : value || '—'}
              </Text>
              {error && (
                <Text size="xs" c="red">
                  {error}
                </Text>
              )}
              {description}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
