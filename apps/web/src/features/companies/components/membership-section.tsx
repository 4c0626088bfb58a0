import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { MEMBERSHIP_PLANS } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyUsersQuery } from '#data/users/company-users-query.ts';
import { CompanyFormSection } from './company-form-section.tsx';
import type { CompanyForm } from './company-form-types.ts';

export type MembershipSectionProps = { form: CompanyForm; companyId: string | null };

/** Plan and membership dates (platform admins only), and the company's superusers. */
export function MembershipSection({ form, companyId }: MembershipSectionProps) {
  const { t } = useTranslation();
  const plans = [
    { value: '', label: t('companies.fields.noPlan') },
    ...MEMBERSHIP_PLANS.map((plan) => ({ value: plan, label: t(`companies.plans.${plan}`) })),
  ];
  return (
    <CompanyFormSection id="membership" title={t('companies.sections.membership')}>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="sm" verticalSpacing="xs">
        <Select
          label={t('companies.fields.membershipPlan')}
          data={plans}
          allowDeselect={false}
          {...form.getInputProps('membershipPlan')}
        />
        <TextInput
          type="date"
          label={t('companies.fields.membershipStartAt')}
          {...form.getInputProps('membershipStart')}
        />
        <TextInput
          type="date"
          label={t('companies.fields.membershipEndAt')}
          {...form.getInputProps('membershipEnd')}
        />
      </SimpleGrid>
      <SuperusersField form={form} companyId={companyId} />
    </CompanyFormSection>
  );
}

function SuperusersField({ form, companyId }: MembershipSectionProps) {
  const { t } = useTranslation();
  const members = useQuery({ ...companyUsersQuery(companyId ?? ''), enabled: companyId !== null });
  const users = members.data ?? [];
  const chosen = form.getValues().superusers;
  // Ids the list does not (yet) hold stay visible rather than silently dropped.
  const data = [
    ...users.map((user) => ({
      value: user.id,
      label: user.nombreCompleto || user.email || user.id,
    })),
    ...chosen
      .filter((id) => !users.some((user) => user.id === id))
      .map((id) => ({ value: id, label: id })),
  ];
  return (
    <MultiSelect
      label={t('companies.fields.superusers')}
      description={
        users.length === 0
          ? t('companies.fields.superusersEmpty')
          : t('companies.fields.superusersHint')
      }
      data={data}
      searchable
      disabled={companyId === null}
      {...form.getInputProps('superusers')}
    />
  );
}
