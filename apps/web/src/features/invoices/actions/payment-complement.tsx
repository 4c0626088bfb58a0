import { Badge, Stack, Text } from '@mantine/core';
import { isCancellationRefusal } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import type { PaymentItem } from '#data/payments/payments-query.ts';
import { complementState, type ComplementState } from '#data/payments/complement-state.ts';

const COLORS: Record<ComplementState, string> = {
  notNeeded: 'gray',
  toStamp: 'pink',
  sentToPac: 'pink',
  stamped: 'blue',
  cancelWaiting: 'violet',
  cancelled: 'red',
};

/**
 * The complement's state as a badge, its UUID once stamped, the PAC's last refusal, and the
 * client's refusal of its cancellation.
 */
export function PaymentComplement({ payment }: { payment: PaymentItem }) {
  const { t } = useTranslation();
  const state = complementState(payment);
  return (
    <Stack gap={2}>
      <Badge
        variant="light"
        color={COLORS[state]}
        tt="none"
        styles={{ label: { overflow: 'visible' } }}
      >
        {t(`invoiceActions.payments.complement.${state}`)}
      </Badge>
      {payment.uuid && (
        <Text size="xs" ff="monospace" title={payment.uuid}>
          {payment.uuid.slice(0, 8).toUpperCase()}
        </Text>
      )}
      {payment.stampError && (state === 'toStamp' || state === 'sentToPac') && (
        <Text size="xs" c="red">
          {payment.stampError}
        </Text>
      )}
      {state === 'stamped' && isCancellationRefusal(payment.stampError) && (
        <Text size="xs" c="dimmed">
          {t('invoiceActions.payments.refused')}
        </Text>
      )}
    </Stack>
  );
}
