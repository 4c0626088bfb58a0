import { emptyTariffDraft, FIELD_LIMITS } from '@rumbo/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { TariffForm } from './tariff-form.tsx';

// The form cannot take more than the server keeps (decision 023): each text input carries the
// maximum of its field in the tariffs collection.
describe('tariff form text maximums', () => {
  it('limits each text input to its field maximum', () => {
    renderAs(
      <TariffForm
        initial={{ ...emptyTariffDraft(), company: 'company00000001' }}
        companies={null}
        submitLabel="Save"
        onSubmit={vi.fn()}
        onSaved={vi.fn()}
        onDirtyChange={vi.fn()}
        onCancel={vi.fn()}
      />,
      { signedIn: 'keep', showLocation: false },
    );
    const maxOf = (name: string) =>
      screen.getByRole('textbox', { name: new RegExp(`^${name}`) }).getAttribute('maxlength');
    expect(maxOf('Carrier')).toBe('200');
    expect(maxOf('Contract / reference')).toBe('100');
    expect(maxOf('Customer')).toBe('300');
    expect(maxOf('Origin')).toBe('100');
    expect(maxOf('Destination')).toBe('100');
    expect(maxOf('Notes')).toBe(String(FIELD_LIMITS.longText));
  });
});
