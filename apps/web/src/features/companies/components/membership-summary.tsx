import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { membershipState, readModuleAccess, type CompaniesRecord, formatDay } from '@rumbo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleLabel } from '../module-label.ts';
import { CompanyPlanBadge, MembershipStateBadge } from './company-badges.tsx';
import { CompanyFormSection } from './company-form-section.tsx';

export type MembershipSummaryProps = { company: CompaniesRecord; nowMs: number };

/** Plan, dates and module access as a company superuser sees them: read-only. */
export function MembershipSummary({ company, nowMs }: MembershipSummaryProps) {
  const { t } = useTranslation();
  const state = membershipState({
    plan: company.membershipPlan,
    startAt: company.membershipStartAt,
    endAt: company.membershipEndAt,
    now: new Date(nowMs),
  });
  const modules = readModuleAccess(company.moduleAccess);
  return (
    <CompanyFormSection id="membership" title={t('companies.sections.membership')}>
      <Text size="sm" c="dimmed">
        {t('companies.editor.readOnlyNote')}
      </Text>
      <Stack gap={6} component="dl" m={0} data-testid="membership-read-only">
        <Fact label={t('companies.fields.membershipPlan')}>
          <Group gap="xs">
            <CompanyPlanBadge plan={company.membershipPlan} />
            <MembershipStateBadge state={state} />
          </Group>
        </Fact>
        <Fact label={t('companies.fields.membershipStartAt')}>
          {formatDay(company.membershipStartAt) || '—'}
        </Fact>
        <Fact label={t('companies.fields.membershipEndAt')}>
          {formatDay(company.membershipEndAt) || '—'}
        </Fact>
      </Stack>
      <Text fw={500} size="sm">
        {t('companies.sections.modules')}
      </Text>
      {modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('companies.modules.empty')}
        </Text>
      ) : (
        // Focusable, so keyboard users can scroll the table sideways on a phone.
        <Box
          tabIndex={0}
          role="region"
          aria-label={t('companies.sections.modules')}
          style={{ overflowX: 'auto' }}
        >
          <Table
            aria-label={t('companies.sections.modules')}
            data-testid="modules-read-only"
            miw={320}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companies.modules.module')}</Table.Th>
                <Table.Th>{t('companies.modules.enabled')}</Table.Th>
                <Table.Th>{t('companies.modules.start')}</Table.Th>
                <Table.Th>{t('companies.modules.end')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {modules.map((entry) => (
                <Table.Tr key={entry.moduleId}>
                  <Table.Td>{moduleLabel(entry.moduleId, t)}</Table.Td>
                  <Table.Td>
                    {entry.enabled ? t('companies.modules.on') : t('companies.modules.off')}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(entry.startAt) || '—'}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(entry.endAt) || '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </CompanyFormSection>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="dt" size="sm" fw={500} miw={140}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Group>
  );
}
