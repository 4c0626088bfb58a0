import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { partnersQueryClient } from '#test/list-clients.ts';
import { renderAs } from '#test/render-as.tsx';
import { PartnerForm, type PartnerFormProps } from './partner-form.tsx';
import { newPartnerValues, type PartnerFormValues } from './partner-form-values.ts';
import type { SaveAnswer } from './use-partner-actions.ts';

function renderForm(overrides: Partial<PartnerFormProps> = {}) {
  const onSubmit = vi.fn(async (_values: PartnerFormValues): Promise<SaveAnswer> => ({
    kind: 'failed',
    message: '',
  }));
  const onSaved = vi.fn();
  renderAs(
    <PartnerForm
      isNew
      initialValues={newPartnerValues('company00000001')}
      companies={null}
      onSubmit={onSubmit}
      onSaved={onSaved}
      onDirtyChange={() => undefined}
      onCancel={() => undefined}
      {...overrides}
    />,
    { signedIn: 'keep', queryClient: partnersQueryClient() },
  );
  return { onSubmit, onSaved };
}

describe('PartnerForm', { timeout: 30_000 }, () => {
  it('limits each text input to the maximum the server keeps (decision 023)', () => {
    renderForm();
    const maxOf = (name: string) => screen.getByRole('textbox', { name }).getAttribute('maxlength');
    expect(maxOf('Display name')).toBe('300');
    expect(maxOf('Razón social')).toBe('300');
    expect(maxOf('Nombre completo')).toBe('200');
    expect(maxOf('Dirección')).toBe('500');
  });

  it('warns about the RFC for the type without blocking the save', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: PartnerFormValues): Promise<SaveAnswer> => ({
      kind: 'saved',
      partner: {} as never,
    }));
    const { onSaved } = renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Acme');
    const rfc = screen.getByRole('textbox', { name: 'RFC' });
    await user.click(rfc);
    await user.paste('GODE561231GR8');
    expect(screen.getByText(/A persona moral RFC has 12 characters/)).toBeVisible();
    await user.clear(rfc);
    await user.paste('EKU9003173C8');
    expect(screen.getByText(/check digit should be 9/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ rfc: 'EKU9003173C8', rol: 'Cliente' });
  });

  it('refuses a partner with nothing to name it by, on the display name', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. Reforma 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription(
      /Give a display name, razón social, nombre completo, RFC or a contact name\./,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a bad contact email next to it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    await user.type(within(contact).getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(within(contact).getByRole('textbox', { name: 'Email' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeVisible();
    expect(within(contact).getByText('Not a valid email address.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for an email from a contact who opted in to e-mail updates', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    await user.type(within(contact).getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.click(within(contact).getByRole('checkbox', { name: 'Arrival notice' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeVisible();
    expect(within(contact).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Add an email address to send this contact e-mail updates.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a contact’s e-mail settings and keeps what else it holds', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: PartnerFormValues): Promise<SaveAnswer> => ({
      kind: 'saved',
      partner: {} as never,
    }));
    const stored = {
      id: 'c1',
      nombre: 'Ana',
      email: 'ana@acme.mx',
      telefono: '',
      language: 'es',
      notify: { milestones: true, estimates: false, arrivalNotice: false, later: true },
      title: 'Import manager',
    };
    const plain = { id: 'c2', nombre: 'Luis', email: '', telefono: '' };
    renderForm({
      onSubmit,
      isNew: false,
      initialValues: {
        ...newPartnerValues('company00000001'),
        displayName: 'Acme',
        contacts: [stored, plain],
      },
    });
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    expect(within(contact).getByRole('checkbox', { name: 'Milestone updates' })).toBeChecked();
    expect(within(contact).getByRole('radio', { name: 'Español' })).toBeChecked();
    await user.click(within(contact).getByRole('checkbox', { name: 'Estimate changes' }));
    await user.click(within(contact).getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].contacts).toEqual([
      {
        ...stored,
        language: 'en',
        notify: { milestones: true, estimates: true, arrivalNotice: false, later: true },
      },
      plain,
    ]);
  });

  it('refuses an RFC longer than the server keeps, next to it, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Acme');
    await user.click(screen.getByRole('textbox', { name: 'RFC' }));
    await user.paste('X'.repeat(25));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const rfc = screen.getByRole('textbox', { name: 'RFC' });
    await waitFor(() => expect(rfc).toHaveAccessibleDescription(/At most 20 characters\./));
    expect(rfc).toHaveValue('X'.repeat(25));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows what the server refused next to the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (): Promise<SaveAnswer> => ({
      kind: 'refused',
      fieldErrors: { rfc: 'The server keeps another value here.' },
    }));
    const { onSaved } = renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'RFC' }), 'EKU9003173C9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server keeps another value here.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveValue('EKU9003173C9');
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('Acme');
    expect(onSaved).not.toHaveBeenCalled();
  });

  // SPEC §5: the display name falls back to razón social, nombre completo, RFC, the first
  // contact's name: each of those is enough to save a partner.
  it.each([
    ['an RFC', { rfc: 'EKU9003173C9' }],
    ['a nombre completo', { nombreCompleto: 'Ana López' }],
    [
      'a contact',
      { contacts: [{ id: 'c1', nombre: 'Ana López', email: 'ana@acme.mx', telefono: '' }] },
    ],
  ])('saves a partner named only by %s', async (_name, fields) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: PartnerFormValues): Promise<SaveAnswer> => ({
      kind: 'saved',
      partner: {} as never,
    }));
    const { onSaved } = renderForm({
      onSubmit,
      initialValues: { ...newPartnerValues('company00000001'), ...fields },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject(fields);
  });

  it('shows an over-long razón social under Razón social only', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({
      isNew: false,
      initialValues: { ...newPartnerValues('company00000001'), razonSocial: 'R'.repeat(301) },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const razonSocial = screen.getByRole('textbox', { name: 'Razón social' });
    await waitFor(() =>
      expect(razonSocial).toHaveAccessibleDescription(/At most 300 characters\./),
    );
    expect(screen.getAllByText(/At most 300 characters\./)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Display name' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server refusing a display name it derived under the field it came from', async () => {
    const user = userEvent.setup();
    // The save derives the display name from the razón social (SPEC §5), so a server that
    // refuses one refuses both.
    const message = 'Must be no more than 300 character(s).';
    const onSubmit = vi.fn(async (): Promise<SaveAnswer> => ({
      kind: 'refused',
      fieldErrors: { razonSocial: message, displayName: message },
    }));
    renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Razón social' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getAllByText(message)).toHaveLength(1);
    // A client's razón social also says how the SAT wants it written (issue 39).
    expect(screen.getByRole('textbox', { name: 'Razón social' })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByRole('textbox', { name: 'Display name' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('removes a contact row', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(screen.getAllByRole('group', { name: /Contact \d/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(screen.getAllByRole('group', { name: /Contact \d/ })).toHaveLength(1);
  });
});
