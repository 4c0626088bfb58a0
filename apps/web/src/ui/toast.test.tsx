import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { showToast } from './toast.ts';

afterEach(() => {
  act(() => notifications.clean());
});

it('a toast can be closed by a named button', async () => {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
  // The longest a toast stays: on a busy machine the default one closed between the checks.
  act(() => showToast({ message: 'Partner saved.', tone: 'success', durationMs: 60_000 }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Partner saved.');
  expect(within(toast).getByRole('button', { name: 'Close message' })).toBeVisible();
});
