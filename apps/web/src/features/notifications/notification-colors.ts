import type { NotificationPriority } from '@rumbo/domain';

export type PriorityColors = { background: string; text: string };

/**
 * Colours of the priority tags and the bell's count badge, hottest first. Text is black on the
 * light orange and yellow and white on the dark red and grey, each above WCAG AA's 4.5:1.
 */
export const PRIORITY_COLORS: Readonly<Record<NotificationPriority, PriorityColors>> = {
  urgent: { background: 'var(--mantine-color-red-9)', text: 'var(--mantine-color-white)' },
  high: { background: 'var(--mantine-color-orange-5)', text: 'var(--mantine-color-black)' },
  normal: { background: 'var(--mantine-color-yellow-4)', text: 'var(--mantine-color-black)' },
  low: { background: 'var(--mantine-color-gray-7)', text: 'var(--mantine-color-white)' },
};
