import { Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { QuoteOption } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@rumbo/domain';
import classes from './quote-results.module.css';

/** Each carrier's option for the lane, best first; null: the lane is not typed yet. */
export function QuoteResults({ options }: { options: QuoteOption[] | null }) {
  const { t } = useTranslation();
  if (options === null)
    return (
      <Text c="dimmed" size="sm">
        {t('tariffs.quote.askLane')}
      </Text>
    );
  if (options.length === 0)
    return (
      <Text size="sm" role="status">
        {t('tariffs.quote.noRates')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} role="status">
        {t('tariffs.quote.found', { count: options.length })}
      </Text>
      {options.map((option, index) => (
        <QuoteOptionCard
          key={option.carrier || '-'}
          option={option}
          isBest={index === 0 && option.lines.length > 0}
        />
      ))}
    </Stack>
  );
}

function QuoteOptionCard({ option, isBest }: { option: QuoteOption; isBest: boolean }) {
  const { t } = useTranslation();
  const name = option.carrier || t('tariffs.quote.ownCharges');
  const titleId = `quote-option-${option.carrier || 'own'}`.replace(/\W+/g, '-');
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h5" id={titleId}>
              {name}
            </Title>
            {isBest && (
              <Badge color="teal" variant="dot" tt="none">
                {t('tariffs.quote.best')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {[
              option.transitDays !== null &&
                t('tariffs.quote.transit', { count: option.transitDays }),
              option.validUntil && t('tariffs.quote.validUntil', { day: option.validUntil }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Group>
        {option.lines.length > 0 && (
          // Narrow screens scroll the lines sideways; focusable, so the keyboard can scroll too.
          <div
            className={classes.scroller}
            tabIndex={0}
            role="group"
            aria-label={t('tariffs.quote.linesOf', { name })}
          >
            <Table verticalSpacing={4} fz="sm" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tariffs.fields.charge')}</Table.Th>
                  <Table.Th>{t('tariffs.fields.basis')}</Table.Th>
                  <Table.Th ta="right">{t('tariffs.quote.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('tariffs.quote.unit')}</Table.Th>
                  <Table.Th ta="right">{t('tariffs.quote.lineTotal')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {option.lines.map((line) => (
                  <Table.Tr key={line.tariffId}>
                    <Table.Td>{line.charge}</Table.Td>
                    <Table.Td>
                      {t(`tariffRules.bases.${line.basis}`)}
                      {line.containerType && ` · ${line.containerType}`}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatNumber(line.quantity, { maxDecimals: 3 })}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(line.unitAmount, line.currency)}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(line.lineTotal, line.currency)}
                      {line.minimumApplied && (
                        <Badge ml={6} size="xs" variant="outline" color="gray" tt="none">
                          {t('tariffs.quote.minimumApplied')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        <Group justify="flex-end" gap="md" data-testid="quote-totals">
          {option.totals.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tariffs.quote.nothingApplies')}
            </Text>
          ) : (
            option.totals.map((total) => (
              <Text key={total.currency} fw={700}>
                {t('tariffs.quote.total', { amount: formatMoney(total.amount, total.currency) })}
              </Text>
            ))
          )}
        </Group>
        {option.skipped.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600}>
              {t('tariffs.quote.skipped')}
            </Text>
            <List size="xs" spacing={0}>
              {option.skipped.map((line) => (
                <List.Item key={line.tariffId}>
                  {line.charge} ({t(`tariffRules.bases.${line.basis}`)}
                  {line.containerType && ` ${line.containerType}`}):{' '}
                  {t(`tariffRules.skipReasons.${line.reason}`)}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
