import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { syncStatusStore } from '#data/sync/sync-status-store.ts';
import { renderAs } from '#test/render-as.tsx';
import { SyncIndicator } from './sync-indicator.tsx';

function renderIndicator() {
  return renderAs(<SyncIndicator />, {
    signedIn: 'keep',
    queryClient: new QueryClient(),
    showLocation: false,
  });
}

const setStatus = (patch: Parameters<typeof syncStatusStore.update>[0]) =>
  act(() => syncStatusStore.update(patch));

describe('SyncIndicator', () => {
  afterEach(() => setStatus({ isOnline: true, pendingCount: 0, failedCount: 0, isDemo: false }));

  it('shows nothing while online with nothing pending', () => {
    setStatus({ isOnline: true, pendingCount: 0, failedCount: 0, isDemo: false });
    // Within the indicator: a toast left by the app's start (in a portal) is not its button.
    const indicator = within(renderIndicator().container);
    expect(indicator.queryByRole('status')).not.toBeInTheDocument();
    expect(indicator.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows Offline with the pending changes, and explains on click', async () => {
    setStatus({ isOnline: false, pendingCount: 3 });
    renderIndicator();
    const badge = screen.getByRole('button', { name: 'Offline · 3 pending changes' });
    await userEvent.click(badge);
    expect(await screen.findByText(/The server cannot be reached/)).toBeInTheDocument();
  });

  it('shows Offline alone when nothing waits', () => {
    setStatus({ isOnline: false, pendingCount: 0 });
    renderIndicator();
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent('Offline');
    expect(screen.queryByText(/pending/)).not.toBeInTheDocument();
  });

  it('counts down while queued changes go out', () => {
    setStatus({ isOnline: true, pendingCount: 1 });
    renderIndicator();
    expect(screen.getByRole('button', { name: 'Syncing · 1 pending change' })).toBeInTheDocument();
    setStatus({ pendingCount: 0 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows demo mode and refused changes', () => {
    setStatus({ isDemo: true, failedCount: 2 });
    renderIndicator();
    expect(screen.getByRole('button', { name: 'Demo data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 failed changes' })).toBeInTheDocument();
  });
});
