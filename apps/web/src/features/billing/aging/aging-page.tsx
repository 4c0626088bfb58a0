import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { AGING_BUCKETS, todayInBusinessTime } from '@rumbo/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { agingQuery, type AgingAnswer } from '#data/billing/billing-reports-query.ts';
import { downloadFile } from '#ui/download-file.ts';
import { showToast } from '#ui/toast.ts';
import { BillingReportState } from '../billing-report-state.tsx';
import { AgingTable } from './aging-table.tsx';
import { buildAgingWorkbook } from './build-aging-workbook.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /dashboard/billing/aging (issue 39): what clients owe on a day, by how late (current, 1–30,
 * 31–60, 61–90, 90+ days past due), per currency, with an Excel copy. The day is kept in the
 * address; a client's name opens its statement. Online only.
 */
export function AgingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = DAY.test(asked) ? asked : todayInBusinessTime(new Date());
  const aging = useQuery(agingQuery(day));
  const [isExporting, setExporting] = useState(false);
  const setDay = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (DAY.test(value)) next.set('day', value);
        else next.delete('day');
        return next;
      },
      { replace: true },
    );
  const handleExport = async (answer: AgingAnswer) => {
    setExporting(true);
    try {
      const blob = await buildAgingWorkbook(answer, {
        client: t('billing.aging.client'),
        buckets: Object.fromEntries(
          AGING_BUCKETS.map((bucket) => [bucket, t(`billing.aging.buckets.${bucket}`)]),
        ) as Record<(typeof AGING_BUCKETS)[number], string>,
        total: t('billing.aging.total'),
        totals: t('billing.aging.totals'),
        sheet: (currency) => t('billing.aging.sheet', { currency }),
        title: t('billing.aging.sheetTitle', { day: answer.day || day }),
      });
      downloadFile(blob, `${t('billing.aging.fileName')}_${answer.day || day}.xlsx`);
    } catch (error) {
      showToast({
        tone: 'error',
        message: t('billing.aging.exportFailed', { message: String(error) }),
      });
    } finally {
      setExporting(false);
    }
  };
  const currencies = aging.data?.currencies.filter((entry) => entry.rows.length > 0) ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t('billing.aging.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('billing.aging.intro')}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end">
          <TextInput
            type="date"
            label={t('billing.aging.day')}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            w={170}
          />
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            disabled={currencies.length === 0}
            loading={isExporting}
            onClick={() => aging.data && void handleExport(aging.data)}
          >
            {t('billing.aging.export')}
          </Button>
        </Group>
      </Group>
      <BillingReportState query={aging} texts="aging">
        {currencies.length === 0 ? (
          <Text c="dimmed">{t('billing.aging.empty')}</Text>
        ) : (
          currencies.map((entry) => <AgingTable key={entry.currency} aging={entry} />)
        )}
      </BillingReportState>
    </Stack>
  );
}
