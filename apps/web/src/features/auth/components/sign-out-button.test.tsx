import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#lib/i18n.ts';
import { pb } from '#lib/pocketbase.ts';
import { theme } from '#lib/theme.ts';
import { SignOutButton } from './sign-out-button.tsx';

function renderButton() {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <Notifications />
        <SignOutButton label="Sign out" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('SignOutButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    notifications.clean(); // the toast store outlives each render
  });

  it('shows the SPEC §8 toast when signing out fails', async () => {
    vi.spyOn(pb.authStore, 'clear').mockImplementationOnce(() => {
      throw new Error('storage unavailable');
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Could not sign out. Please try again.')).toBeInTheDocument();
  });
});
