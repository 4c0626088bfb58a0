import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccess } from '#features/access/use-access.ts';
import { BrandLogo } from '#ui/brand-logo.tsx';
import { BrandPlaceholder } from './access-placeholders.tsx';
import { PlanBadge } from './plan-badge.tsx';

export type SidebarBrandProps = {
  /** Icons-only sidebar: the logo alone, named by a tooltip. */
  isCollapsed?: boolean;
};

/** The company's brand name and logo (fallbacks: 'Rumbo', the product mark) and plan badge. */
export function SidebarBrand({ isCollapsed = false }: SidebarBrandProps) {
  const { t } = useTranslation();
  const { status, brandName, brandLogoUrl, planBadge, plan, isAdmin } = useAccess();
  if (status === 'loading') return <BrandPlaceholder isCollapsed={isCollapsed} />;
  if (isCollapsed) {
    return (
      <Tooltip label={brandName} position="right" withArrow>
        <Group justify="center" py="xs">
          <BrandLogo
            src={brandLogoUrl}
            size={32}
            alt={t('shell.brandLogo', { brand: brandName })}
          />
        </Group>
      </Tooltip>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" py="xs" data-testid="sidebar-brand">
      <BrandLogo src={brandLogoUrl} size={40} />
      <Stack gap={4} miw={0}>
        <Text fw={700} lh={1.2} truncate="end">
          {brandName}
        </Text>
        <PlanBadge variant={planBadge} plan={plan} isAdmin={isAdmin} />
      </Stack>
    </Group>
  );
}
