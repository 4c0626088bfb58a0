import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// While the access is being worked out (after every sign-in and reload, until the company is
// read), the shell shows these shapes instead of answers that would be wrong for many users:
// the product's name and a 'No plan' badge, 'Search unavailable', a disabled bell, or Tariffs
// and Site Demo for a silver-plan company.

/** Where the company's logo, brand name and plan badge will be. */
export function BrandPlaceholder({ isCollapsed = false }: { isCollapsed?: boolean }) {
  if (isCollapsed)
    return (
      <Group justify="center" py="xs" data-access-placeholder="brand">
        <Skeleton circle height={32} />
      </Group>
    );
  return (
    <Group gap="sm" wrap="nowrap" py="xs" data-access-placeholder="brand">
      <Skeleton circle height={40} style={{ flex: 'none' }} />
      <Stack gap={6} style={{ flex: 1 }}>
        <Skeleton height={14} width="70%" radius="sm" />
        <Skeleton height={16} width={56} radius="sm" />
      </Stack>
    </Group>
  );
}

/** Where the navigation entries will be; announced as loading. */
export function NavigationPlaceholder({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={6}
      py={6}
      px={isCollapsed ? 0 : 12}
      role="status"
      aria-label={t('shell.accessLoading')}
      data-access-placeholder="navigation"
    >
      {Array.from({ length: 7 }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap" h={30}>
          <Skeleton height={20} width={20} radius="sm" style={{ flex: 'none' }} />
          {!isCollapsed && <Skeleton height={12} width={`${50 + ((index * 13) % 35)}%`} />}
        </Group>
      ))}
    </Stack>
  );
}

/** Where the search box will be. */
export function SearchPlaceholder() {
  return (
    <Skeleton
      height={36}
      radius="sm"
      style={{ flex: 1, minWidth: 0, maxWidth: 360 }}
      data-access-placeholder="search"
    />
  );
}

/** Where the notification bell will be. */
export function BellPlaceholder() {
  return <Skeleton circle height={34} data-access-placeholder="bell" />;
}
