import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import { membershipState, type CompaniesRecord } from '@rumbo/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyCountsQuery } from '#data/companies/company-counts-query.ts';
import { CompanyPlanBadge, MembershipStateBadge } from './company-badges.tsx';

export type CompaniesTableProps = {
  companies: readonly CompaniesRecord[];
  nowMs: number;
  onOpen: (company: CompaniesRecord) => void;
  onDelete: (company: CompaniesRecord) => void;
};

/** The companies with plan, membership state, users and shipments counts, and row actions. */
export function CompaniesTable({ companies, nowMs, onOpen, onDelete }: CompaniesTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={t('companies.list.label')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('companies.list.columns.name')}</Table.Th>
            <Table.Th>{t('companies.list.columns.plan')}</Table.Th>
            <Table.Th>{t('companies.list.columns.membership')}</Table.Th>
            <Table.Th ta="right">{t('companies.list.columns.users')}</Table.Th>
            <Table.Th ta="right">{t('companies.list.columns.shipments')}</Table.Th>
            <Table.Th ta="right">{t('companies.list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <CompanyRow
              key={company.id}
              company={company}
              nowMs={nowMs}
              onOpen={onOpen}
              onDelete={onDelete}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type CompanyRowProps = Omit<CompaniesTableProps, 'companies'> & { company: CompaniesRecord };

function CompanyRow({ company, nowMs, onOpen, onDelete }: CompanyRowProps) {
  const { t } = useTranslation();
  const counts = useQuery(companyCountsQuery(company.id));
  const unknown = t('companies.list.countUnknown');
  const state = membershipState({
    plan: company.membershipPlan,
    startAt: company.membershipStartAt,
    endAt: company.membershipEndAt,
    now: new Date(nowMs),
  });
  return (
    <Table.Tr data-company={company.name}>
      <Table.Td>
        <Anchor component="button" type="button" fw={600} onClick={() => onOpen(company)} ta="left">
          {company.name}
        </Anchor>
        {company.brandName && company.brandName !== company.name && (
          <Text size="xs" c="dimmed">
            {company.brandName}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <CompanyPlanBadge plan={company.membershipPlan} />
      </Table.Td>
      <Table.Td>
        <MembershipStateBadge state={state} />
      </Table.Td>
      <Table.Td ta="right" data-column="users">
        {counts.data?.users ?? unknown}
      </Table.Td>
      <Table.Td ta="right" data-column="shipments">
        {counts.data?.shipments ?? unknown}
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={() => onOpen(company)}
            aria-label={t('companies.list.edit', { name: company.name })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onDelete(company)}
            aria-label={t('companies.list.delete', { name: company.name })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
