import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDay, todayInBusinessTime } from '@rumbo/domain';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { statementQuery } from '#data/billing/billing-reports-query.ts';
import { paths } from '#lib/paths.ts';
import { BillingReportState } from '../billing-report-state.tsx';
import classes from './statement-print.module.css';
import { StatementTable } from './statement-table.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /dashboard/billing/statement/:partnerId (issue 39): a client's statement per currency, every
 * invoice, payment and cancellation with the running balance, optionally between two days (kept
 * in the address). Printed alone, without the dashboard's frame.
 */
export function StatementPage({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : '';
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : '';
  const statement = useQuery(statementQuery(partnerId, from, to));
  const setDay = (key: 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (DAY.test(value)) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const client = statement.data?.client;
  const currencies = statement.data?.currencies ?? [];
  return (
    <Stack gap="md" className={classes.printRoot}>
      <Anchor component={Link} to={paths.dashboard.aging} size="sm" data-print-hide>
        <IconArrowLeft size={14} aria-hidden /> {t('billing.statement.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{t('billing.statement.title')}</Title>
          {client && (
            <Text fw={600}>
              {client.name}
              {client.rfc && ` · ${t('billing.statement.rfc', { rfc: client.rfc })}`}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {from || to
              ? t('billing.statement.range', {
                  from: from ? formatDay(from) : '…',
                  to: to ? formatDay(to) : '…',
                })
              : t('billing.statement.asOf', { day: formatDay(todayInBusinessTime(new Date())) })}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" data-print-hide>
          <TextInput
            type="date"
            label={t('billing.statement.from')}
            value={from}
            max={to || undefined}
            onChange={(event) => setDay('from', event.currentTarget.value)}
            w={160}
          />
          <TextInput
            type="date"
            label={t('billing.statement.to')}
            value={to}
            min={from || undefined}
            onChange={(event) => setDay('to', event.currentTarget.value)}
            w={160}
          />
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
            disabled={!statement.data}
          >
            {t('billing.statement.print')}
          </Button>
        </Group>
      </Group>
      <BillingReportState query={statement} texts="statement">
        {currencies.length === 0 ? (
          <Text c="dimmed">{t('billing.statement.empty')}</Text>
        ) : (
          currencies.map((entry) => <StatementTable key={entry.currency} statement={entry} />)
        )}
      </BillingReportState>
    </Stack>
  );
}
