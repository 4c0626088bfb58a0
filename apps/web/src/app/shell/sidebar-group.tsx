import { Collapse, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SidebarGroup as SidebarGroupData } from './sidebar-groups.ts';
import { SidebarNavLink } from './sidebar-nav-link.tsx';
import classes from './sidebar-group.module.css';

export type SidebarGroupProps = {
  group: SidebarGroupData;
  isOpen: boolean;
  isCollapsed: boolean;
  isDisabled: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
};

/**
 * One titled, collapsible group of entries. In the icons-only sidebar there is no room for
 * titles, so every entry shows and a divider separates the groups.
 */
export function SidebarGroup(props: SidebarGroupProps) {
  const { group, isOpen, isCollapsed, isDisabled, onToggle, onNavigate } = props;
  const { t } = useTranslation();
  const listId = useId();
  const links = group.links.map((link) => (
    <SidebarNavLink
      key={link.key}
      link={link}
      isCollapsed={isCollapsed}
      isDisabled={isDisabled}
      onNavigate={onNavigate}
    />
  ));
  if (isCollapsed) {
    return (
      <Stack gap={2} data-group={group.key}>
        <Divider my={4} />
        {links}
      </Stack>
    );
  }
  return (
    <div data-group={group.key}>
      <UnstyledButton
        className={classes.header}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={onToggle}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text component="span" size="xs" fw={700} tt="uppercase" c="dimmed">
            {t(`shell.groups.${group.key}`)}
          </Text>
          <IconChevronDown size={14} aria-hidden className={classes.chevron} />
        </Group>
      </UnstyledButton>
      <Collapse in={isOpen} id={listId}>
        <Stack gap={2} pb="xs">
          {links}
        </Stack>
      </Collapse>
    </div>
  );
}
