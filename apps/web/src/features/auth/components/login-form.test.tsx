import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { LoginForm } from './login-form.tsx';

function renderForm() {
  const onSubmit = vi.fn();
  renderAs(<LoginForm onSubmit={onSubmit} />, { signedIn: false, showLocation: false });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return { onSubmit, submit };
}

describe('LoginForm', () => {
  it('shows a message next to each blank field and does not submit', async () => {
    const { onSubmit, submit } = renderForm();
    await submit();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ingresa tu email.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Ingresa tu contraseña.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats whitespace as blank', async () => {
    const { onSubmit, submit } = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    await userEvent.type(screen.getByLabelText('Contraseña'), '  ');
    await submit();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ingresa tu email.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Ingresa tu contraseña.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an email without a domain', async () => {
    const { onSubmit, submit } = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'staff');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secret');
    await submit();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ingresa un email válido.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has Remember on by default and submits the values', async () => {
    const { onSubmit, submit } = renderForm();
    expect(screen.getByLabelText('Remember')).toBeChecked();
    await userEvent.type(screen.getByLabelText('Email'), 'staff@golfo.test');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'RumboDemo2026');
    await userEvent.click(screen.getByLabelText('Remember'));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'staff@golfo.test', password: 'RumboDemo2026', remember: false },
      expect.anything(),
    );
  });
});
