import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
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
  act(() => showToast({ message: 'Partner saved.', tone: 'success' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Partner saved.');
  expect(screen.getByRole('button', { name: 'Close message' })).toBeVisible();
});
