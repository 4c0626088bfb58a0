import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { PaperDialog } from './paper-dialog.tsx';

// The document dialog's own states; the documents themselves are the server's (journey
// e2e/documents.spec.ts reads a real one back).

const fetchSpy = vi.spyOn(globalThis, 'fetch');

afterEach(() => fetchSpy.mockReset());
// The web tests of a worker share one module graph (vitest.config.ts): put fetch back.
afterAll(() => fetchSpy.mockRestore());

const props = {
  collection: 'shipments_ocean' as const,
  shipmentId: 'shipment1234567',
  template: 'hbl-original' as const,
  canSave: true,
  isDirty: false,
  onSaveFirst: () => undefined,
  onServerChange: () => undefined,
  fieldLabel: (field: string) => `label of ${field}`,
  onClose: () => undefined,
};

describe('PaperDialog', () => {
  it('offline, says documents need the server and asks it nothing', async () => {
    renderAs(<PaperDialog {...props} canReachServer={false} />, { showLocation: false });
    expect(
      await screen.findByText(
        'Documents are written by the server: they can be made when it is reachable.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: "Save to the shipment's documents" })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with unsaved edits, says the document shows what is saved and offers to save first', async () => {
    const onSaveFirst = vi.fn();
    fetchSpy.mockImplementation(() => new Promise(() => undefined));
    const view = renderAs(
      <PaperDialog {...props} canReachServer isDirty onSaveFirst={onSaveFirst} />,
      { showLocation: false },
    );
    expect(await screen.findByText(/This shipment has unsaved changes/)).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Save changes first' }));
    expect(onSaveFirst).toHaveBeenCalledOnce();
  });
});
