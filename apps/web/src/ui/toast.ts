import { notifications } from '@mantine/notifications';
import { clampToastDuration } from '@rumbo/domain';

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
  });
}
