import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { showToast } from './toast.ts';

afterEach(() => {
  act(() => notifications.clean());
});

it('a toast can be closed by a named button', async () => {
  renderAs(null, { signedIn: 'keep', showLocation: false });
  // The longest a toast stays: on a busy machine the default one closed between the checks.
  act(() => showToast({ message: 'Partner saved.', tone: 'success', durationMs: 60_000 }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Partner saved.');
  expect(within(toast).getByRole('button', { name: 'Close message' })).toBeVisible();
});
