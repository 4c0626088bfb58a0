import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#lib/i18n.ts';
import { authSession, type AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { theme } from '#lib/theme.ts';
import { RequireAuth } from './require-auth.tsx';

const TAKEN_OVER = 'You were signed out because your account is active on another device.';

function recordToken(userId: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value));
  const payload = { id: userId, type: 'authRecord', collectionId: '_pb_users_auth_', exp: 4e9 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const user = { id: 'u1', email: 'staff@golfo.test', activeSessionNonce: 'mine' } as AuthUser;

function renderProtected() {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <Notifications />
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/login" element={<p>login page</p>} />
            <Route element={<RequireAuth />}>
              <Route path="/dashboard" element={<p>dashboard page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('RequireAuth', () => {
  beforeEach(() => {
    vi.spyOn(pb.realtime, 'unsubscribe').mockResolvedValue();
    vi.spyOn(pb.realtime, 'subscribe').mockResolvedValue(async () => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    notifications.clean(); // the toast store outlives each render
    pb.authStore.clear();
    authSession.takeEndReason();
  });

  it('watches the signed-in user’s own record', async () => {
    const subscribe = vi.spyOn(pb.collection('users'), 'subscribe');
    subscribe.mockResolvedValue(async () => undefined);
    vi.spyOn(pb.collection('users'), 'getOne').mockResolvedValue(user);
    pb.authStore.save(recordToken(user.id), user);
    renderProtected();
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith('u1', expect.any(Function));
  });

  it('lands on /login with the takeover warning when the session is taken over', async () => {
    vi.spyOn(pb.collection('users'), 'subscribe').mockResolvedValue(async () => undefined);
    vi.spyOn(pb.collection('users'), 'getOne').mockResolvedValue(user);
    pb.authStore.save(recordToken(user.id), user);
    renderProtected();
    await screen.findByText('dashboard page');
    act(() => authSession.applyVerdict('replaced'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(await screen.findByText(TAKEN_OVER)).toBeInTheDocument();
  });

  it('says nothing when the user simply was not signed in', async () => {
    renderProtected();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText(TAKEN_OVER)).not.toBeInTheDocument();
  });
});
