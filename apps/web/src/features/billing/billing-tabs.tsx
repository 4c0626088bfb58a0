import { Box, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';

export type BillingTab = 'invoices' | 'payments' | 'aging';

const TARGETS: Record<BillingTab, string> = {
  invoices: paths.dashboard.invoices,
  payments: paths.dashboard.payments,
  aging: paths.dashboard.aging,
};

/**
 * Billing's three views under the one Invoices entry of the sidebar (issue 39): the invoices,
 * the payments received, and the aging of what clients owe (accounts receivable). Links, each
 * its own address; the current one is marked for screen readers too.
 */
export function BillingTabs({ active }: { active: BillingTab }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('billing.tabs.label')} mb="md" data-print-hide>
      <Group gap={4}>
        {(Object.keys(TARGETS) as BillingTab[]).map((tab) => (
          <Button
            key={tab}
            component={Link}
            to={TARGETS[tab]}
            variant={tab === active ? 'light' : 'subtle'}
            color={tab === active ? undefined : 'gray'}
            aria-current={tab === active ? 'page' : undefined}
            size="sm"
          >
            {t(`billing.tabs.${tab}`)}
          </Button>
        ))}
      </Group>
    </Box>
  );
}
