import { Drawer, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import {
  DrawerEscapeProvider,
  useDrawerEscapeHolds,
  useHoldDrawerEscape,
} from './drawer-escape.ts';

function DialogOverDrawer({ onClose }: { onClose: () => void }) {
  useHoldDrawerEscape(true);
  return (
    <Modal opened onClose={onClose} title="Dialog">
      Over the drawer
    </Modal>
  );
}

function DrawerWithDialog({ onDrawerClose }: { onDrawerClose: () => void }) {
  const escape = useDrawerEscapeHolds();
  const [isDialogOpen, setIsDialogOpen] = useState(true);
  return (
    <Drawer opened onClose={onDrawerClose} closeOnEscape={!escape.isHeld} title="Drawer">
      <DrawerEscapeProvider value={escape.hold}>
        {isDialogOpen && <DialogOverDrawer onClose={() => setIsDialogOpen(false)} />}
      </DrawerEscapeProvider>
    </Drawer>
  );
}

describe('a dialog over a drawer', () => {
  it('takes the first Escape for itself; the next one is the drawer’s', async () => {
    const onDrawerClose = vi.fn();
    const view = renderAs(<DrawerWithDialog onDrawerClose={onDrawerClose} />, {
      signedIn: 'keep',
      showLocation: false,
    });
    await screen.findByRole('dialog', { name: 'Dialog' });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dialog' })).toBeNull());
    expect(onDrawerClose).not.toHaveBeenCalled();
    await view.user.keyboard('{Escape}');
    expect(onDrawerClose).toHaveBeenCalledOnce();
  });
});
