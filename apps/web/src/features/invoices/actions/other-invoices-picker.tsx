import { Checkbox, Collapse, Group, NumberInput, Stack, Text, UnstyledButton } from '@mantine/core';
import { acceptsPayments, formatMoney } from '@rumbo/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientStampedInvoicesQuery } from '#data/invoices/invoices-query.ts';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { numberOrNull } from '../number-or-null.ts';
import type { ApplicationDraft, ApplicationProblem } from './payment-applications.ts';

export type OtherInvoicesPickerProps = {
  invoice: InvoiceRecord;
  applications: ApplicationDraft[];
  problems: ApplicationProblem[];
  onApplications: (applications: ApplicationDraft[]) => void;
  onPatch: (invoice: string, change: Partial<ApplicationDraft>) => void;
};

/**
 * The client's other open invoices in the same currency, folded away: one payment may pay
 * several (each up to its balance), as a client's transfer often does.
 */
export function OtherInvoicesPicker(props: OtherInvoicesPickerProps) {
  const { t } = useTranslation();
  const { invoice, applications, onPatch } = props;
  const [isOpen, setOpen] = useState(false);
  const others = useQuery({ ...clientStampedInvoicesQuery(invoice.client), enabled: isOpen });
  const open = (others.data ?? []).filter(
    (it) =>
      it.id !== invoice.id &&
      it.currency === invoice.currency &&
      acceptsPayments(it.state || 'draft') &&
      it.balance > 0,
  );
  const toggle = (id: string, code: string, balance: number, checked: boolean) => {
    if (applications.some((it) => it.invoice === id)) onPatch(id, { isChosen: checked });
    else
      props.onApplications([
        ...applications,
        { invoice: id, code, balance, amount: balance, isChosen: checked },
      ]);
  };
  return (
    <Stack gap="xs">
      <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={isOpen}>
        <Group gap={4}>
          {isOpen ? (
            <IconChevronDown size={16} aria-hidden />
          ) : (
            <IconChevronRight size={16} aria-hidden />
          )}
          <Text size="sm" fw={500}>
            {t('invoiceActions.payment.others')}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse in={isOpen}>
        <Stack gap="xs">
          {others.isPending && isOpen && (
            <Text size="sm" c="dimmed">
              {t('invoiceActions.payment.othersLoading')}
            </Text>
          )}
          {others.data && open.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('invoiceActions.payment.noOthers')}
            </Text>
          )}
          {open.map((other) => {
            const index = applications.findIndex((it) => it.invoice === other.id);
            const applied = applications[index];
            const problem = index >= 0 ? props.problems[index] : null;
            return (
              <Group key={other.id} gap="sm" align="flex-end" wrap="nowrap">
                <Checkbox
                  label={t('invoiceActions.payment.otherLabel', {
                    code: other.code,
                    balance: formatMoney(other.balance, other.currency),
                  })}
                  checked={applied?.isChosen ?? false}
                  onChange={(event) =>
                    toggle(other.id, other.code, other.balance, event.currentTarget.checked)
                  }
                  style={{ flex: 1 }}
                />
                {applied?.isChosen && (
                  <NumberInput
                    aria-label={t('invoiceActions.payment.amountFor', { code: other.code })}
                    value={applied.amount ?? ''}
                    onChange={(value) => onPatch(other.id, { amount: numberOrNull(value) })}
                    min={0}
                    decimalScale={2}
                    w={160}
                    error={problem ? t(`invoiceActions.payment.problems.${problem}`) : undefined}
                  />
                )}
              </Group>
            );
          })}
        </Stack>
      </Collapse>
    </Stack>
  );
}
