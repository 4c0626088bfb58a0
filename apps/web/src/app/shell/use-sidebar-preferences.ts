import { useLocalStorage } from '@mantine/hooks';
import type { SidebarGroupKey } from './sidebar-groups.ts';

// SPEC §3: UI toggles live in the browser's local storage.
export const SIDEBAR_COLLAPSED_KEY = 'rumbo.sidebar.collapsed';
export const SIDEBAR_GROUPS_KEY = 'rumbo.sidebar.groups';

type GroupStates = Partial<Record<SidebarGroupKey, boolean>>;

/** Whether the desktop sidebar shows icons only; every caller sees the same value. */
export function useSidebarCollapsed() {
  return useLocalStorage<boolean>({
    key: SIDEBAR_COLLAPSED_KEY,
    defaultValue: false,
    // Read before the first paint, so a collapsed sidebar does not open and shut on load.
    getInitialValueInEffect: false,
    deserialize: (value) => value === 'true',
    serialize: String,
  });
}

/** Open state of each sidebar group (open unless the user closed it). */
export function useSidebarGroupStates() {
  const [states, setStates] = useLocalStorage<GroupStates>({
    key: SIDEBAR_GROUPS_KEY,
    defaultValue: {},
    getInitialValueInEffect: false,
    deserialize: readGroupStates,
  });
  const isGroupOpen = (key: SidebarGroupKey) => states[key] ?? true;
  const toggleGroup = (key: SidebarGroupKey) =>
    setStates((current) => ({ ...current, [key]: !(current[key] ?? true) }));
  return { isGroupOpen, toggleGroup };
}

function readGroupStates(value: string | undefined): GroupStates {
  try {
    const parsed: unknown = JSON.parse(value ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, open]) => typeof open === 'boolean'),
    ) as GroupStates;
  } catch {
    return {};
  }
}
