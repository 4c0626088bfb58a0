import { notifications } from '@mantine/notifications';
import { clampToastDuration } from '@rumbo/domain';
import { getI18n } from 'react-i18next';

/** SPEC §9: toasts stay 2400 ms by default. */
export const TOAST_DURATION_MS = 2400;

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export type ToastInput = {
  message: string;
  tone?: ToastTone;
  /** Clamped to 1200–8000 ms; 2400 ms when left out (SPEC §9). */
  durationMs?: number;
};

const TONE_COLORS: Record<ToastTone, string> = {
  info: 'blue',
  success: 'teal',
  warning: 'yellow',
  error: 'red',
};

/** Shows a message in the toast area (the Notifications host mounted by the app providers). */
export function showToast({ message, tone = 'info', durationMs }: ToastInput): void {
  notifications.show({
    message,
    color: TONE_COLORS[tone],
    autoClose: clampToastDuration(durationMs),
    withBorder: true,
    // Mantine's close button is an icon alone: without a name a screen reader announces a
    // nameless button (axe: button-name, critical) for as long as the toast is shown.
    closeButtonProps: { 'aria-label': closeLabel() },
  });
}

/** The close button's name in the catalogue of the page showing the toast (dashboard or public). */
function closeLabel(): string {
  return getI18n()?.t('common.closeMessage') ?? 'Close';
}
