import { List, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FixImportPlan, RefusedFixRow } from '#data/exchange-rates/fix-import.ts';
import { dayText, rateText } from './exchange-rate-text.ts';

/** What importing the file would do: the counts, then the days of each kind and the refusals. */
export function FixImportPreview({ plan }: { plan: FixImportPlan }) {
  const { t } = useTranslation();
  const counts = [
    ['fresh', plan.fresh.length],
    ['changed', plan.changed.length],
    ['unchanged', plan.unchanged.length],
    ['refused', plan.refused.length],
  ] as const;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {counts.map(([kind, count]) => (
          <Stack key={kind} gap={0} data-count={kind}>
            <Text size="xl" fw={700}>
              {count}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`quoteSettings.fix.summary.${kind}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap="sm">
          <DayGroup
            kind="fresh"
            title={t('quoteSettings.fix.freshTitle', { count: plan.fresh.length })}
          >
            {plan.fresh.map((rate) => (
              <List.Item key={rate.day}>
                {dayText(rate.day)}: {rateText(rate.mxnPerUsd)}
              </List.Item>
            ))}
          </DayGroup>
          <DayGroup
            kind="changed"
            title={t('quoteSettings.fix.changedTitle', { count: plan.changed.length })}
          >
            {plan.changed.map((rate) => (
              <List.Item key={rate.day}>
                {t('quoteSettings.fix.changedFrom', {
                  day: dayText(rate.day),
                  from: rateText(rate.stored),
                  to: rateText(rate.mxnPerUsd),
                })}
              </List.Item>
            ))}
          </DayGroup>
          <DayGroup
            kind="unchanged"
            title={t('quoteSettings.fix.unchangedTitle', { count: plan.unchanged.length })}
          >
            {plan.unchanged.map((rate) => (
              <List.Item key={rate.day}>
                {dayText(rate.day)}: {rateText(rate.mxnPerUsd)}
              </List.Item>
            ))}
          </DayGroup>
          <DayGroup
            kind="refused"
            title={t('quoteSettings.fix.refusedTitle', { count: plan.refused.length })}
          >
            {plan.refused.map((row, index) => (
              <List.Item key={`${row.line ?? 'day'}-${index}`}>
                <RefusedRow row={row} />
              </List.Item>
            ))}
          </DayGroup>
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function DayGroup({
  kind,
  title,
  children,
}: {
  kind: string;
  title: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return null;
  const id = `fix-import-${kind}`;
  return (
    <section aria-labelledby={id} data-group={kind}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      <List size="sm" spacing={2}>
        {children}
      </List>
    </section>
  );
}

function RefusedRow({ row }: { row: RefusedFixRow }) {
  const { t } = useTranslation();
  const why = t(
    row.reason === 'noValue'
      ? 'quoteSettings.fix.refusedNoValue'
      : 'quoteSettings.fix.refusedOutOfRange',
  );
  const text =
    row.line === null
      ? row.text
      : t('quoteSettings.fix.refusedLine', { line: row.line, text: row.text });
  return (
    <>
      {text} — {why}
    </>
  );
}
