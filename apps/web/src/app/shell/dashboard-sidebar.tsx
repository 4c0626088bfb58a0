import { Box, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccess } from '#features/access/use-access.ts';
import { NavigationPlaceholder } from './access-placeholders.tsx';
import { RecentShipments } from './recent-shipments.tsx';
import { SidebarBrand } from './sidebar-brand.tsx';
import { SidebarGroup } from './sidebar-group.tsx';
import { visibleSidebarGroups } from './sidebar-groups.ts';
import { useSidebarGroupStates } from './use-sidebar-preferences.ts';

export type DashboardSidebarProps = {
  /** Icons only (desktop sidebar collapsed). */
  isCollapsed?: boolean;
  /** The mobile drawer shows the brand in its own title. */
  withBrand?: boolean;
  /** Called after following an entry (the mobile drawer closes). */
  onNavigate?: () => void;
};

/** The sidebar's content: brand, navigation groups and recent shipments (SPEC §2). */
export function DashboardSidebar({
  isCollapsed = false,
  withBrand = true,
  onNavigate,
}: DashboardSidebarProps) {
  const { t } = useTranslation();
  const { status, isAdmin, canSeeTariffs, hasAccess } = useAccess();
  const { isGroupOpen, toggleGroup } = useSidebarGroupStates();
  const groups = visibleSidebarGroups({ isAdmin, canSeeTariffs });
  return (
    <Box display="flex" style={{ flexDirection: 'column', minHeight: 0, flex: 1 }}>
      {withBrand && (
        <Box px={isCollapsed ? 'xs' : 'md'} pt="sm">
          <SidebarBrand isCollapsed={isCollapsed} />
        </Box>
      )}
      <ScrollArea
        component="nav"
        aria-label={t('shell.navigation')}
        px={isCollapsed ? 'xs' : 'sm'}
        py="xs"
        style={{ flex: 1 }}
      >
        {status === 'loading' ? (
          <NavigationPlaceholder isCollapsed={isCollapsed} />
        ) : (
          <>
            {groups.map((group) => (
              <SidebarGroup
                key={group.key}
                group={group}
                isOpen={isGroupOpen(group.key)}
                isCollapsed={isCollapsed}
                isDisabled={!hasAccess}
                onToggle={() => toggleGroup(group.key)}
                onNavigate={onNavigate}
              />
            ))}
            <RecentShipments
              isCollapsed={isCollapsed}
              isDisabled={!hasAccess}
              onNavigate={onNavigate}
            />
          </>
        )}
      </ScrollArea>
    </Box>
  );
}
