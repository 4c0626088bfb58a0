import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { listQueryClient } from '#test/list-clients.ts';
import { oceanRecord } from '#test/records.ts';
import { giveElementsHeight, renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import { ShipmentsListPage } from './shipments-list-page.tsx';

const SHIPMENTS = [
  oceanRecord({ shipmentCode: 'OCN20260002', ref: 'PO-200', shipper: 'Café Orizaba' }),
  oceanRecord({ shipmentCode: 'OCN20260001', ref: 'PO-100', shipper: 'Muebles Tonalá' }),
];
// The real editor mounts a form of a hundred fields: its first render is long, and the router
// renders it in a transition, during which timers run. This stand-in takes as long on purpose.
const EDITOR_RENDER_MS = 400;
/** React's switch between rendering everything inside act() (tests) and on its own schedule. */
const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Stands in for the shipment editor host: opened by `?open=`, with one field to type into. */
function SlowEditor() {
  const [params] = useSearchParams();
  const open = params.get('open');
  return open ? <SlowEditorDialog key={open} id={open} /> : null;
}

function SlowEditorDialog({ id }: { id: string }) {
  const [text, setText] = useState(() => {
    const until = performance.now() + EDITOR_RENDER_MS;
    while (performance.now() < until) {
      // the first render of a large form
    }
    return '';
  });
  return (
    <div role="dialog" aria-label={`Shipment ${id}`}>
      <input aria-label="Booking" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

/** The shipments screen as the app builds it: a data router (transitions), list and editor. */
function renderScreen() {
  const { router } = renderAs(
    <>
      <ShipmentsListPage mode="ocean" />
      <SlowEditor />
    </>,
    {
      dataRouter: true,
      path: '/dashboard/shipments/ocean',
      queryClient: listQueryClient('ocean', SHIPMENTS),
    },
  );
  return router!;
}

describe('searching the list, then opening a shipment at once', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInAs();
    giveElementsHeight();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  it('keeps the editor open with what was typed: the late search write keeps ?open=', async () => {
    const user = userEvent.setup();
    const router = renderScreen();
    await user.type(screen.getByRole('searchbox', { name: 'Search this list' }), 'orizaba');
    const [, row] = within(screen.getByRole('grid')).getAllByRole('row');
    const target = SHIPMENTS[0]!.id;
    // Opened within the search's 250 ms, as a quick user does: a click straight on the row,
    // outside act(), so React renders the navigation as it does in the browser (in a
    // transition, yielding to timers) instead of all at once.
    const wasActEnvironment = reactEnvironment.IS_REACT_ACT_ENVIRONMENT;
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      within(row!).getByText('PO-200').click();
      await waitFor(() => expect(screen.getByRole('dialog', { name: `Shipment ${target}` })));
      // Past the search's write and the renders it causes.
      await new Promise((resolve) => setTimeout(resolve, 2 * EDITOR_RENDER_MS));
    } finally {
      reactEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
    expect(new URLSearchParams(router.state.location.search).get('open')).toBe(target);
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('orizaba');
    const booking = within(screen.getByRole('dialog', { name: `Shipment ${target}` })).getByRole(
      'textbox',
      { name: 'Booking' },
    );
    await user.type(booking, 'BK-1');
    expect(booking).toHaveValue('BK-1');
    expect(screen.getByLabelText('location')).toHaveTextContent(`open=${target}`);
  });
});
