import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openShipment } from '#data/open-shipments/open-shipments-store.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import { createAppUpdates, type UpdatingWorker } from '../service-worker/app-updates.ts';
import { setAppUpdates } from '../service-worker/service-worker.ts';
import { UpdateNotice } from './update-notice.tsx';

const TITLE = 'A new version of Rumbo is ready';

/** A service worker as workbox-window reports it: the test says when a new version waits. */
function installUpdates() {
  const listeners = new Map<string, ((event: object) => void)[]>();
  const messageSkipWaiting = vi.fn();
  const worker = {
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting,
  } as unknown as UpdatingWorker;
  const reload = vi.fn();
  setAppUpdates(createAppUpdates(worker, reload));
  const newVersionWaits = () =>
    act(() => listeners.get('waiting')?.forEach((listener) => listener({})));
  return { newVersionWaits, messageSkipWaiting, reload };
}

function renderNotice() {
  renderAs(<UpdateNotice />, {
    signedIn: 'keep',
    queryClient: new QueryClient(),
    showLocation: false,
  });
}

beforeEach(() => {
  signInAs({ id: 'anagolfo0000001', email: 'ana@golfo.test' });
});

afterEach(() => {
  setAppUpdates(null);
  pb.authStore.clear();
});

describe('UpdateNotice', () => {
  it('offers a waiting version and loads it on Reload', async () => {
    const { newVersionWaits, messageSkipWaiting } = installUpdates();
    renderNotice();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();

    newVersionWaits();
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
    expect(
      screen.getByText('Reload to start using it. Changes waiting to be sent are kept.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('asks first when a shipment has unsaved edits, and keeps the page when the user goes on editing', async () => {
    act(() =>
      openShipment({ id: 'shipment000001', mode: 'ocean', reference: 'OCN-1', dirty: true }),
    );
    const { newVersionWaits, messageSkipWaiting, reload } = installUpdates();
    renderNotice();
    newVersionWaits();
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Reload and lose them?');
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload without saving' }));
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('goes away when put off', async () => {
    const { newVersionWaits } = installUpdates();
    renderNotice();
    newVersionWaits();
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
  });
});
