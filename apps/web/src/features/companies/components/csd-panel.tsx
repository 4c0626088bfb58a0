import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatBusinessDay, type CompaniesRecord } from '@rumbo/domain';
import { IconAlertTriangle, IconCertificate, IconLock } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { csdStatus, type CsdStatus } from '../csd-status.ts';
import { CsdUpload } from './csd-upload.tsx';

/** Green that reads at 4.5:1 in both themes (teal 8 is 3.9:1 on white). */
const VALID_COLOR = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';

export type CsdPanelProps = { company: CompaniesRecord; nowMs: number; canReplace: boolean };

/**
 * The company's CSD (issue 39): its number, RFC and validity as the server read them from the
 * certificate, a warning from 30 days before it ends, and its replacement (superusers and
 * platform admins only: anyone else reads it).
 */
export function CsdPanel({ company, nowMs, canReplace }: CsdPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const status = csdStatus(company, nowMs);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId} data-testid="csd">
      <Group gap="xs" wrap="nowrap">
        <IconCertificate size={20} aria-hidden />
        <Title order={3} size="h5" id={titleId}>
          {t('companies.csd.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {t('companies.csd.intro')}
      </Text>
      {status.kind !== 'none' && (
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
          <Fact label={t('companies.csd.number')}>{company.csdNumber}</Fact>
          <Fact label={t('companies.csd.rfc')}>{company.csdRfc || '—'}</Fact>
          <Fact label={t('companies.csd.validFrom')}>
            {formatBusinessDay(company.csdValidFrom) || '—'}
          </Fact>
          <Fact label={t('companies.csd.validTo')}>
            {formatBusinessDay(company.csdValidTo) || '—'}
          </Fact>
        </SimpleGrid>
      )}
      <CsdStatusNote status={status} company={company} />
      {canReplace ? (
        <CsdUpload companyId={company.id} hasCsd={status.kind !== 'none'} />
      ) : (
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('companies.csd.readOnly')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

function CsdStatusNote({ status, company }: { status: CsdStatus; company: CompaniesRecord }) {
  const { t } = useTranslation();
  if (status.kind === 'valid')
    return (
      <Text size="sm" c={VALID_COLOR}>
        {t('companies.csd.valid', { count: status.daysLeft })}
      </Text>
    );
  const warning = (message: string, color: string) => (
    <Alert
      color={color}
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
    >
      {message}
    </Alert>
  );
  if (status.kind === 'none') return warning(t('companies.csd.none'), 'yellow');
  if (status.kind === 'ending') {
    const date = formatBusinessDay(company.csdValidTo);
    return warning(
      t('companies.csd.ending', { count: Math.max(status.daysLeft, 1), date }),
      'orange',
    );
  }
  if (status.kind === 'ended')
    return warning(
      t('companies.csd.ended', { date: formatBusinessDay(company.csdValidTo) }),
      'red',
    );
  return warning(
    t('companies.csd.notYetValid', { date: formatBusinessDay(company.csdValidFrom) }),
    'yellow',
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}
