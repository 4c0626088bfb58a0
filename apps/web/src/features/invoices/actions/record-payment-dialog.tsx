import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  FORMAS_PAGO,
  FORMA_PAGO_POR_DEFINIR,
  exchangeRateOn,
  formatMoney,
  fromCents,
  satText,
  todayInBusinessTime,
} from '@rumbo/domain';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { useRecordPayment } from '#data/payments/payment-moves.ts';
import { exchangeRatesQuery } from '#data/quotes/quote-inputs.ts';
import { showToast } from '#ui/toast.ts';
import { numberOrNull } from '../number-or-null.ts';
import { actionRefusal, otherProblems, type ActionRefusal } from './action-refusal.ts';
import { OtherInvoicesPicker } from './other-invoices-picker.tsx';
import { appliedCents, applicationProblem, type ApplicationDraft } from './payment-applications.ts';
import { useDialogSize } from '#ui/use-dialog-size.ts';

export type RecordPaymentDialogProps = {
  invoice: InvoiceRecord;
  onClose: () => void;
};

/**
 * Money received from the client: the day it arrived, how (c_FormaPago, never 99), a reference,
 * and what of it pays this invoice and, optionally, other open invoices of the client in the same
 * currency. A USD payment carries the rate of its day. A refusal keeps what was typed.
 */
export function RecordPaymentDialog({ invoice, onClose }: RecordPaymentDialogProps) {
  const { t, i18n } = useTranslation();
  const size = useDialogSize('lg');
  const [date, setDate] = useState(() => todayInBusinessTime(new Date()));
  const [formaPago, setFormaPago] = useState('03');
  const [reference, setReference] = useState('');
  const [applications, setApplications] = useState<ApplicationDraft[]>([
    {
      invoice: invoice.id,
      code: invoice.code,
      balance: invoice.balance,
      amount: invoice.balance,
      isChosen: true,
    },
  ]);
  const [refusal, setRefusal] = useState<ActionRefusal | null>(null);
  const [isChecked, setChecked] = useState(false);
  const rates = useQuery(exchangeRatesQuery(invoice.company));
  const record = useRecordPayment();
  const isUsd = invoice.currency === 'USD';
  const rate = isUsd ? (exchangeRateOn(rates.data ?? [], date)?.mxnPerUsd ?? null) : null;
  const totalCents = appliedCents(applications);
  const patch = (id: string, change: Partial<ApplicationDraft>) =>
    setApplications((current) =>
      current.map((it) => (it.invoice === id ? { ...it, ...change } : it)),
    );
  const problems = applications.map(applicationProblem);
  const submit = async () => {
    setChecked(true);
    setRefusal(null);
    if (problems.some(Boolean) || totalCents <= 0 || (isUsd && rate === null)) return;
    try {
      const chosen = applications.filter((it) => it.isChosen);
      await record.mutateAsync({
        company: invoice.company,
        body: {
          client: invoice.client,
          date: `${date} 12:00:00.000Z`,
          formaPago,
          currency: invoice.currency,
          amount: fromCents(totalCents),
          exchangeRate: rate ?? 0,
          reference: reference.trim(),
          notes: '',
          applications: chosen.map((it) => ({ invoice: it.invoice, amount: it.amount ?? 0 })),
        },
      });
      showToast({
        tone: 'success',
        message: t('invoiceActions.payment.recorded', {
          amount: formatMoney(fromCents(totalCents), invoice.currency),
        }),
      });
      onClose();
    } catch (error) {
      setRefusal(actionRefusal(t, error));
    }
  };
  const main = applications[0]!;
  const other = otherProblems(refusal, [
    'date',
    'formaPago',
    'reference',
    'amount',
    'applications.0.amount',
  ]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('invoiceActions.payment.title', { code: invoice.code })}
      closeButtonProps={{ 'aria-label': t('invoiceActions.close') }}
      {...size}
    >
      <Stack gap="sm">
        <Text size="sm">{t('invoiceActions.payment.intro', { client: invoice.clientName })}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('invoiceActions.payment.date')}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            required
            error={
              refusal?.fields.date ??
              (isChecked && isUsd && rate === null ? t('invoiceActions.payment.noRate') : undefined)
            }
            description={
              rate !== null
                ? t('invoiceActions.payment.rate', { rate: rate.toFixed(4) })
                : undefined
            }
          />
          <Select
            label={t('invoiceActions.payment.formaPago')}
            data={FORMAS_PAGO.filter((forma) => forma.code !== FORMA_PAGO_POR_DEFINIR).map(
              (forma) => ({
                value: forma.code,
                label: `${forma.code} · ${satText(FORMAS_PAGO, forma.code, i18n.language)}`,
              }),
            )}
            value={formaPago}
            onChange={(value) => setFormaPago(value ?? '03')}
            searchable
            required
            error={refusal?.fields.formaPago}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label={t('invoiceActions.payment.amountFor', { code: invoice.code })}
            description={t('invoiceActions.payment.balance', {
              amount: formatMoney(invoice.balance, invoice.currency),
            })}
            // Under the input, so that the inputs of the row line up.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={main.amount ?? ''}
            onChange={(value) => patch(invoice.id, { amount: numberOrNull(value) })}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            required
            error={
              refusal?.fields['applications.0.amount'] ??
              refusal?.fields.amount ??
              (isChecked && problems[0]
                ? t(`invoiceActions.payment.problems.${problems[0]}`)
                : undefined)
            }
          />
          <TextInput
            label={t('invoiceActions.payment.reference')}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            maxLength={100}
            error={refusal?.fields.reference}
          />
        </SimpleGrid>
        <OtherInvoicesPicker
          invoice={invoice}
          applications={applications}
          problems={isChecked ? problems : []}
          onApplications={setApplications}
          onPatch={patch}
        />
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('invoiceActions.payment.total')}
          </Text>
          <Text size="sm" fw={700} data-testid="payment-total">
            {formatMoney(fromCents(totalCents), invoice.currency)}
          </Text>
        </Group>
        {invoice.metodoPago === 'PPD' && (
          <Text size="xs" c="dimmed">
            {t('invoiceActions.payment.complementHint')}
          </Text>
        )}
        {other && (
          <Alert color="red" role="alert">
            {other}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('invoiceActions.cancel')}
          </Button>
          <Button
            leftSection={<IconCash size={16} aria-hidden />}
            loading={record.isPending}
            onClick={() => void submit()}
          >
            {t('invoiceActions.payment.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
