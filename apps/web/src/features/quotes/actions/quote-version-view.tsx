import { Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatDay, formatMoney } from '@rumbo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteVersionPart } from './quote-parts.ts';
import classes from './quote-actions.module.css';

/** An earlier version of a quote, read-only, as the client received it (sell amounts only). */
export function QuoteVersionView({ version }: { version: QuoteVersionPart }) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    [
      t('quoteActions.versions.sent'),
      version.sentAt ? formatDateTime(version.sentAt) : t('quoteActions.versions.notSent'),
    ],
    [t('quoteActions.versions.date'), version.date ? formatDay(version.date) : '—'],
    [
      t('quoteActions.versions.validUntil'),
      version.validUntil ? formatDay(version.validUntil) : '—',
    ],
    [
      t('quoteActions.versions.lane'),
      t('quoteActions.versions.laneText', {
        origin: version.origin,
        destination: version.destination,
      }),
    ],
  ];
  if (version.incoterm) facts.push([t('quoteActions.versions.incoterm'), version.incoterm]);
  if (version.notes) facts.push([t('quoteActions.versions.notes'), version.notes]);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('quoteActions.versions.readOnly')}
      </Text>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {version.options.map((option, index) => (
        <Stack key={index} gap={6}>
          <Title order={3} size="h5">
            {t('quoteActions.accept.option', {
              number: index + 1,
              carrier: option.carrier || t('quoteActions.accept.noCarrier'),
            })}
          </Title>
          <ul className={classes.lines}>
            {option.lines.map((line, at) => (
              <li key={at}>
                <span>{line.charge || '—'}</span>
                <span>
                  {formatMoney(line.sell, line.currency)}
                  {line.ivaRate > 0 ? ` · ${t('quoteActions.versions.iva16')}` : ''}
                </span>
              </li>
            ))}
          </ul>
          {option.totalText && (
            <Text size="sm" fw={600}>
              {t('quoteActions.clientPays', { total: option.totalText })}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
