import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { QuoteModal } from './quote-modal.tsx';

// The calculator grows into a quote: "Create quote" opens the editor with what was typed.

describe('QuoteModal', { timeout: 20_000 }, () => {
  it('opens a new quote with the lane, the day and the cargo typed in the calculator', async () => {
    const onClose = vi.fn();
    const { user, location } = renderAs(
      <QuoteModal opened tariffs={[]} today="2026-12-04" onClose={onClose} />,
      { path: '/dashboard/rcm' },
    );
    await user.type(await screen.findByLabelText(/^Origin/), 'CNSHA');
    await user.type(screen.getByLabelText(/^Destination/), 'MXZLO');
    await user.clear(screen.getByLabelText('Container 1 count'));
    await user.type(screen.getByLabelText('Container 1 count'), '2');
    await user.type(screen.getByLabelText('Gross weight (kg)'), '18000');
    await user.click(screen.getByRole('button', { name: 'Create quote' }));
    expect(onClose).toHaveBeenCalled();
    expect(location()).toBe(
      '/dashboard/quotes/new?cargo=FCL&origin=CNSHA&destination=MXZLO&date=2026-12-04&containers=45G1%3A2&weightKg=18000',
    );
  });
});
