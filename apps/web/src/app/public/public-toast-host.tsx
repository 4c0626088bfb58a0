import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '#ui/toast.ts';

/** The toast area of the public pages, loaded with the first toast (ui/toast-host.ts). */
export default function PublicToastHost() {
  return <Notifications autoClose={TOAST_DURATION_MS} />;
}
