import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyRecordQuery } from '#data/companies/companies-query.ts';
import { marginRulesOf } from '#data/quotes/margin-rules.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { ListLoadError, ListSkeleton } from '#ui/list-states.tsx';
import { MarginRulesForm } from './margin-rules-form.tsx';
import { MarginRulesSummary } from './margin-rules-summary.tsx';

export type MarginRulesSectionProps = { companyId: string; canEdit: boolean; titleId: string };

/**
 * The company's margin rules: the rule for the whole quote and the rules per charge. Its
 * superusers change them; the rest of its members read them.
 */
export function MarginRulesSection({ companyId, canEdit, titleId }: MarginRulesSectionProps) {
  const { t } = useTranslation();
  const company = useQuery(companyRecordQuery(companyId));
  const renderBody = () => {
    if (company.isPending) return <ListSkeleton label={t('quoteSettings.loading')} />;
    if (company.isError || !company.data)
      return (
        <ListLoadError
          title={t('quoteSettings.margins.title')}
          hint={t('quoteSettings.margins.loadError', {
            message: company.error ? serverErrorText(company.error) : '',
          })}
          retryLabel={t('quoteSettings.retry')}
          onRetry={() => void company.refetch()}
          isRetrying={company.isFetching}
        />
      );
    if (!canEdit) return <MarginRulesSummary rules={marginRulesOf(company.data)} />;
    // Opened once per company: the form keeps what is typed while the record moves under it.
    return <MarginRulesForm key={company.data.id} company={company.data} />;
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id={titleId}>
          {t('quoteSettings.margins.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('quoteSettings.margins.intro')}
        </Text>
      </Stack>
      {renderBody()}
    </Stack>
  );
}
