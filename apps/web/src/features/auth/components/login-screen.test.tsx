import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#lib/i18n.ts';
import { pb } from '#lib/pocketbase.ts';
import { theme } from '#lib/theme.ts';
import { LoginScreen } from './login-screen.tsx';

// Only the SDK call is stubbed, to produce the statuses the server would answer with.
function stubAuthWithPassword(error: ClientResponseError) {
  return vi.spyOn(pb.collection('users'), 'authWithPassword').mockRejectedValue(error);
}

async function submitCredentials(email: string, password: string) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LoginScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
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
    expect(authWithPassword).toHaveBeenCalledWith('staff@golfo.test', 'RumboDemo2026', {
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
