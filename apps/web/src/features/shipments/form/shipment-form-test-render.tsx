import { MantineProvider } from '@mantine/core';
import type { ShipmentMode } from '@rumbo/domain';
import { render } from '@testing-library/react';
import { useState } from 'react';
import '#lib/i18n.ts';
import { pb } from '#lib/pocketbase.ts';
import { theme } from '#lib/theme.ts';
import { ShipmentForm, type ShipmentFormProps } from './shipment-form.tsx';

export const TEST_PARTNERS = [
  { id: 'p1', displayName: 'Textiles del Bajío', rol: 'Cliente' },
  { id: 'p2', displayName: 'Maersk', rol: 'Naviera' },
  { id: 'p3', displayName: 'Autotransportes del Centro', rol: 'Transporte' },
];

type RenderInput = Partial<Omit<ShipmentFormProps, 'onChange'>> & { mode: ShipmentMode };

/**
 * Test helper: the form held by a parent that keeps every value it is handed, as a host does.
 * `changes` lists each whole value `onChange` received; `last()` is the latest.
 */
export function renderShipmentForm({ mode, value = {}, ...rest }: RenderInput) {
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
  const view = render(
    <MantineProvider theme={theme}>
      <Host />
    </MantineProvider>,
  );
  return { ...view, changes, last: () => changes.at(-1) ?? {} };
}

/** Test helper: a signed-in product user, so comments carry an author. */
export function signInAs(user: { id: string; email: string; nombreCompleto?: string }): void {
  const claims = { id: user.id, type: 'authRecord', exp: Math.floor(Date.now() / 1000) + 3600 };
  const token = `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify(claims))}.unsigned`;
  pb.authStore.save(token, { collectionId: '_pb_users_auth_', collectionName: 'users', ...user });
}
