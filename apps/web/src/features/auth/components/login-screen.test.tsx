import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { LoginScreen } from './login-screen.tsx';

// Only the SDK's request is stubbed, to produce the statuses the server would answer with (the
// sign-in stores the session itself, after the person's language: docs/decisions/061).
function stubAuthWithPassword(error: ClientResponseError) {
  return vi.spyOn(pb, 'send').mockRejectedValue(error);
}

async function submitCredentials(email: string, password: string) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderAs(<LoginScreen />, { signedIn: 'keep', queryClient, showLocation: false });
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginScreen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  it('signs in with the email trimmed and lower-cased', async () => {
    const authWithPassword = stubAuthWithPassword(new ClientResponseError({ status: 400 }));
    await submitCredentials('  Staff@Golfo.TEST ', 'RumboDemo2026');
    expect(authWithPassword).toHaveBeenCalledWith('/api/collections/users/auth-with-password', {
      method: 'POST',
      body: expect.objectContaining({ identity: 'staff@golfo.test', password: 'RumboDemo2026' }),
    });
  });

  it('shows rejected credentials in an alert under the form', async () => {
    stubAuthWithPassword(new ClientResponseError({ status: 401 }));
    await submitCredentials('staff@golfo.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Credenciales invalidas. Verifica email y contrasena.',
    );
  });

  it('says so when the server cannot be reached', async () => {
    stubAuthWithPassword(new ClientResponseError(new TypeError('Failed to fetch')));
    await submitCredentials('staff@golfo.test', 'RumboDemo2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay conexion con el servidor de autenticacion.',
    );
  });
});
