import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readDateEntry } from './read-date-entry.ts';
import { localInputToIso } from './form-values.ts';
import { renderShipmentForm } from '#test/shipment-form.tsx';

const NEGATIVE = /Must be 0 or more\. Correct it to save the shipment\./;

// An entry a field cannot take is kept as typed with its reason next to it: never turned into
// 0 or wiped without a word (issue 16, SPEC §3 numbers and dates).
describe('ShipmentForm entries it cannot take', { timeout: 30_000 }, () => {
  it('keeps a negative weight as typed, says why, and leaves the stored weight alone', async () => {
    const onEntryProblemsChange = vi.fn();
    const { last } = renderShipmentForm({
      mode: 'land',
      value: { id: 'l1', weightKg: 1200 },
      onEntryProblemsChange,
    });
    const weight = screen.getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '-5');
    await userEvent.tab();
    expect(weight).toHaveValue('-5');
    expect(weight).toHaveAccessibleDescription(NEGATIVE);
    expect(last().weightKg).not.toBe(0);
    expect(last().weightKg).not.toBe(-5);
    expect(onEntryProblemsChange).toHaveBeenLastCalledWith(['weightKg']);

    await userEvent.clear(weight);
    await userEvent.type(weight, '5');
    expect(weight).not.toHaveAccessibleDescription(NEGATIVE);
    expect(last().weightKg).toBe(5);
    expect(onEntryProblemsChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps a negative volume of a container row, next to it', async () => {
    const onEntryProblemsChange = vi.fn();
    const { last } = renderShipmentForm({ mode: 'ocean', onEntryProblemsChange });
    await userEvent.click(screen.getByRole('button', { name: 'Add container' }));
    const row = screen.getByRole('group', { name: 'Container 1' });
    const volume = within(row).getByRole('textbox', { name: 'Volume (m³)' });
    await userEvent.type(volume, '-33');
    await userEvent.tab();
    expect(volume).toHaveValue('-33');
    expect(volume).toHaveAccessibleDescription(NEGATIVE);
    const [container] = last().containersList as Record<string, unknown>[];
    expect(container?.volumeM3 ?? null).toBeNull();
    expect(onEntryProblemsChange).toHaveBeenLastCalledWith(['containersList.0.volumeM3']);
  });

  it('withdraws a row’s problem when the row is removed', async () => {
    const onEntryProblemsChange = vi.fn();
    renderShipmentForm({ mode: 'ocean', onEntryProblemsChange });
    await userEvent.click(screen.getByRole('button', { name: 'Add container' }));
    const row = screen.getByRole('group', { name: 'Container 1' });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Weight (kg)' }), '-1');
    expect(onEntryProblemsChange).toHaveBeenLastCalledWith(['containersList.0.weightKg']);
    await userEvent.click(screen.getByRole('button', { name: /Remove container 1/ }));
    expect(onEntryProblemsChange).toHaveBeenLastCalledWith([]);
  });
});

// happy-dom clears a datetime-local value whose year has more than 4 digits (Chromium keeps it:
// e2e/shipment-form.spec.ts shows the input), so the entry's reading is checked here.
describe('readDateEntry', () => {
  it.each([
    ['', { iso: '', problem: null }],
    ['2026-03-04T09:15', { iso: localInputToIso('2026-03-04T09:15'), problem: null }],
    ['20260-03-04T09:15', { iso: '', problem: 'year' }],
    ['275760-09-13T00:00', { iso: '', problem: 'year' }],
  ])('%j', (text, expected) => {
    expect(readDateEntry(text)).toEqual(expected);
  });
});
