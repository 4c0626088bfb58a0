import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSession, type AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { recordToken } from '#test/sign-in.ts';
import { RequireAuth } from './require-auth.tsx';

const TAKEN_OVER = 'You were signed out because your account is active on another device.';

const user = { id: 'u1', email: 'staff@golfo.test', activeSessionNonce: 'mine' } as AuthUser;

function renderProtected() {
  renderAs(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Route>
    </Routes>,
    { signedIn: 'keep', path: '/dashboard', queryClient: new QueryClient(), showLocation: false },
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
