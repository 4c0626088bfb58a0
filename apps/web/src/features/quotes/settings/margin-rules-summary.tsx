import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { MarginRule, MarginRules } from '@rumbo/domain';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The rules as text, for a member who may not change them, with the reason why. */
export function MarginRulesSummary({ rules }: { rules: MarginRules }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden />}>
        {t('quoteSettings.margins.readOnly')}
      </Alert>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('quoteSettings.margins.quoteRule')}
        </Title>
        <Text size="sm">
          {rules.quote ? <RuleText rule={rules.quote} /> : t('quoteSettings.margins.noQuoteRule')}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('quoteSettings.margins.chargeRules')}
        </Title>
        {rules.charges.length === 0 ? (
          <Text size="sm">{t('quoteSettings.margins.noChargeRules')}</Text>
        ) : (
          <List size="sm" aria-label={t('quoteSettings.margins.chargeRules')}>
            {rules.charges.map((rule) => (
              <List.Item key={rule.charge}>
                {rule.charge}: <RuleText rule={rule} isCharge />
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}

function RuleText({ rule, isCharge = false }: { rule: MarginRule; isCharge?: boolean }) {
  const { t } = useTranslation();
  const value = String(rule.value);
  if (rule.kind === 'percent')
    return <>{t('quoteSettings.margins.ruleSummaryPercent', { value })}</>;
  if (isCharge || !rule.currency)
    return <>{t('quoteSettings.margins.ruleSummaryFixedLine', { value })}</>;
  return <>{t('quoteSettings.margins.ruleSummaryFixed', { value, currency: rule.currency })}</>;
}
