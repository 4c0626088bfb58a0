import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companiesQuery } from '#data/companies/companies-query.ts';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { PlanRefusal } from '#ui/plan-refusal.tsx';
import { ExchangeRatesSection } from './exchange-rates-section.tsx';
import { MarginRulesSection } from './margin-rules-section.tsx';
import type { QuoteSettingsUser } from './quote-settings-user.ts';

/**
 * /dashboard/quotes/settings (issue 38): the company's exchange-rate table (typed by hand or
 * imported from the FIX file) and its margin rules. Refused on the silver plan as Tariffs are;
 * a platform admin first chooses the company. Online only: the rates have no copy.
 */
export function QuoteSettingsPage({ user }: { user: QuoteSettingsUser }) {
  const { t } = useTranslation();
  if (user.isLoading)
    return (
      <Stack align="center" py="xl">
        <BusySpinner label={t('quoteSettings.loading')} />
      </Stack>
    );
  if (!user.canSeeTariffs)
    return (
      <PlanRefusal
        titleId="quote-settings-refusal-title"
        mt="xl"
        texts={{
          title: t('quoteSettings.refusal.title'),
          message: t('quoteSettings.refusal.message'),
          hint: t('quoteSettings.refusal.hint'),
          link: t('quoteSettings.refusal.link'),
        }}
      />
    );
  return <QuoteSettings user={user} />;
}

function QuoteSettings({ user }: { user: QuoteSettingsUser }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const companyId = user.companyId ?? chosen ?? '';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('quoteSettings.title')}</Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('quoteSettings.intro')}
        </Text>
      </Stack>
      {user.companyId === null && <CompanyChoice value={chosen} onChange={setChosen} />}
      {companyId === '' ? (
        <Text size="sm">{t('quoteSettings.chooseCompany')}</Text>
      ) : (
        <>
          <SettingsPanel labelId="quote-settings-rates">
            <ExchangeRatesSection
              key={companyId}
              companyId={companyId}
              titleId="quote-settings-rates"
            />
          </SettingsPanel>
          <SettingsPanel labelId="quote-settings-margins">
            <MarginRulesSection
              key={companyId}
              companyId={companyId}
              canEdit={user.canEditMargins}
              titleId="quote-settings-margins"
            />
          </SettingsPanel>
        </>
      )}
    </Stack>
  );
}

function SettingsPanel({ labelId, children }: { labelId: string; children: React.ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={labelId}
    >
      {children}
    </Paper>
  );
}

/** A platform admin's choice of the company whose settings are shown. */
function CompanyChoice({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (company: string | null) => void;
}) {
  const { t } = useTranslation();
  const companies = useQuery(companiesQuery());
  return (
    <Select
      label={t('quoteSettings.company')}
      placeholder={t('quoteSettings.companyPlaceholder')}
      data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
      value={value}
      onChange={onChange}
      searchable
      maw={420}
    />
  );
}
