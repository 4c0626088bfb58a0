import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { partnersQueryClient } from '#test/list-clients.ts';
import { renderAs } from '#test/render-as.tsx';
import { PartnerForm } from './partner-form.tsx';
import { newPartnerValues, type PartnerFormValues } from './partner-form-values.ts';
import type { SaveAnswer } from './use-partner-actions.ts';

// A client's fiscal data for its CFDI (issue 39): the SAT's catalogues offered for the RFC's kind
// of person, a malformed RFC refused, a check digit mismatch only warned about.

const saved = async (): Promise<SaveAnswer> => ({ kind: 'saved', partner: {} as never });

function renderForm(initial: Partial<PartnerFormValues> = {}) {
  const onSubmit = vi.fn(async (_values: PartnerFormValues) => saved());
  const onSaved = vi.fn();
  renderAs(
    <PartnerForm
      isNew
      initialValues={{ ...newPartnerValues('company00000001'), displayName: 'Acme', ...initial }}
      companies={null}
      onSubmit={onSubmit}
      onSaved={onSaved}
      onDirtyChange={() => undefined}
      onCancel={() => undefined}
    />,
    { signedIn: 'keep', queryClient: partnersQueryClient() },
  );
  return { onSubmit, onSaved, user: userEvent.setup() };
}

const fiscal = () => screen.getByRole('region', { name: 'Fiscal data (CFDI)' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(within(fiscal()).getByRole('textbox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

function optionNames(label: string): string[] {
  const listbox = screen.getByRole('listbox', { name: label, hidden: true });
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

describe('the partner form’s fiscal data', { timeout: 30_000 }, () => {
  it('is there for clients only, with their RFC and razón social', async () => {
    const { user } = renderForm();
    expect(within(fiscal()).getByRole('textbox', { name: 'RFC' })).toBeVisible();
    expect(
      within(fiscal()).getByRole('textbox', { name: 'Razón social' }),
    ).toHaveAccessibleDescription(/Exactly as registered with the SAT/);
    await user.click(screen.getByRole('textbox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Proveedor', hidden: true }));
    expect(screen.queryByRole('region', { name: 'Fiscal data (CFDI)' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'RFC' })).toBeVisible();
  });

  it('offers the régimenes of the RFC’s kind of person and the usos of the régimen', async () => {
    const { user, onSubmit } = renderForm();
    const uso = within(fiscal()).getByRole('textbox', { name: 'CFDI use (uso del CFDI)' });
    expect(uso).toBeDisabled();
    expect(uso).toHaveAccessibleDescription('Choose the tax regime first.');
    await user.type(within(fiscal()).getByRole('textbox', { name: 'RFC' }), 'EKU9003173C9');
    await user.click(
      within(fiscal()).getByRole('textbox', { name: 'Tax regime (régimen fiscal)' }),
    );
    const regimenes = optionNames('Tax regime (régimen fiscal)');
    expect(regimenes).toContain('601 General de Ley Personas Morales');
    expect(regimenes).not.toContain('605 Sueldos y Salarios e Ingresos Asimilados a Salarios');
    await choose(user, 'Tax regime (régimen fiscal)', '601 General de Ley Personas Morales');
    await user.click(within(fiscal()).getByRole('textbox', { name: 'CFDI use (uso del CFDI)' }));
    const usos = optionNames('CFDI use (uso del CFDI)');
    expect(usos).toContain('G03 Gastos en general');
    expect(usos).not.toContain('D01 Honorarios médicos, dentales y gastos hospitalarios');
    await choose(user, 'CFDI use (uso del CFDI)', 'G03 Gastos en general');
    await user.type(within(fiscal()).getByRole('textbox', { name: 'Postal code' }), '26015');
    await user.type(
      within(fiscal()).getByRole('textbox', { name: 'Razón social' }),
      'ESCUELA KEMPER URGATE',
    );
    expect(within(fiscal()).getByText('Complete: this client can be invoiced.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      rfc: 'EKU9003173C9',
      regimenFiscal: '601',
      usoCfdi: 'G03',
      codigoPostal: '26015',
    });
  });

  it('warns about an RFC check digit next to the field and still saves', async () => {
    const { user, onSaved } = renderForm();
    const rfc = within(fiscal()).getByRole('textbox', { name: 'RFC' });
    await user.type(rfc, 'EKU9003173C8');
    expect(rfc).toHaveAccessibleDescription(/The check digit should be 9/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('refuses a client’s malformed RFC and a postal code that is not five digits', async () => {
    const { user, onSubmit } = renderForm();
    const rfc = within(fiscal()).getByRole('textbox', { name: 'RFC' });
    await user.type(rfc, 'EKU90031');
    expect(rfc).toHaveAccessibleDescription(/a client needs a valid one/);
    const postalCode = within(fiscal()).getByRole('textbox', { name: 'Postal code' });
    await user.type(postalCode, '2601');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeVisible();
    expect(rfc).toHaveAccessibleDescription(/^Not a valid RFC \(e\.g\. GODE561231GR8\)/);
    expect(postalCode).toHaveAccessibleDescription(/Five digits, as on the SAT’s tax status/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a régimen for another kind of person and a uso the régimen may not ask for', async () => {
    // Stored before the RFC said the client is a persona moral: 605 is for personas físicas.
    const { user, onSubmit } = renderForm({
      rfc: 'EKU9003173C9',
      regimenFiscal: '605',
      usoCfdi: 'D01',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeVisible();
    expect(
      within(fiscal()).getByRole('textbox', { name: 'Tax regime (régimen fiscal)' }),
    ).toHaveAccessibleDescription(/This tax regime is not for this kind of person/);
    expect(
      within(fiscal()).getByRole('textbox', { name: 'CFDI use (uso del CFDI)' }),
    ).toHaveAccessibleDescription(/does not allow this CFDI use/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a supplier’s lenient RFC: a warning, saved anyway', async () => {
    const { user, onSaved } = renderForm({ rol: 'Proveedor', rfc: 'EKU90031' });
    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveAccessibleDescription(
      /You can still save it/,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
