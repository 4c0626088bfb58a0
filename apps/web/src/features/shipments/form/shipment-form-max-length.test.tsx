import { FIELD_LIMITS } from '@rumbo/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShipmentForm } from '#test/shipment-form.tsx';

// The form cannot take more than the server keeps (decision 023): each text input carries the
// maximum of its field in the shipment collections.
describe('shipment form text maximums', () => {
  it('limits a reference to the code maximum and notes to the long-text maximum', () => {
    renderShipmentForm({ mode: 'ocean' });
    expect(screen.getByRole('textbox', { name: 'BL (master)' })).toHaveAttribute(
      'maxlength',
      String(FIELD_LIMITS.code),
    );
    expect(screen.getByRole('textbox', { name: 'Shipper' })).toHaveAttribute(
      'maxlength',
      String(FIELD_LIMITS.line),
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute(
      'maxlength',
      String(FIELD_LIMITS.longText),
    );
  });
});
