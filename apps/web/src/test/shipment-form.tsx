import type { ShipmentMode } from '@rumbo/domain';
import { useState } from 'react';
import { ShipmentForm, type ShipmentFormProps } from '#features/shipments/form/shipment-form.tsx';
import { TEST_PARTNERS } from './records.ts';
import { renderAs, type RenderAsOptions } from './render-as.tsx';

type RenderInput = Partial<Omit<ShipmentFormProps, 'onChange'>> & { mode: ShipmentMode };

/**
 * Test helper: the shipment form held by a parent that keeps every value it is handed, as a
 * host does, in the app's providers; the session stays as the test set it (signInAs).
 * `changes` lists each whole value `onChange` received; `last()` is the latest.
 */
export function renderShipmentForm(
  { mode, value = {}, ...rest }: RenderInput,
  options: RenderAsOptions = {},
) {
  const changes: Record<string, unknown>[] = [];
  function Host() {
    const [current, setCurrent] = useState(value);
    const handleChange = (next: Record<string, unknown>) => {
      changes.push(next);
      setCurrent(next);
    };
    return (
      <ShipmentForm
        partners={TEST_PARTNERS}
        companyId="golfo0000000001"
        {...rest}
        mode={mode}
        value={current}
        onChange={handleChange}
      />
    );
  }
  const view = renderAs(<Host />, { signedIn: 'keep', showLocation: false, ...options });
  return { ...view, changes, last: () => changes.at(-1) ?? {} };
}
