import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { CompaniesRecord } from '@rumbo/domain';
import { ClientResponseError, type RecordSubscription } from 'pocketbase';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { signInAs, type TestUserOptions } from '#test/sign-in.ts';
import { AccessGate } from './access-gate.tsx';

const GOLFO = 'rmbcompanygolfo';

function holdSession(fields: TestUserOptions): void {
  signInAs({ id: 'u1', email: 'staff@golfo.test', role: 'staff', company: GOLFO, ...fields });
}

function golfo(fields: Partial<CompaniesRecord> = {}): CompaniesRecord {
  return {
    id: GOLFO,
    collectionName: 'companies',
    name: 'Golfo Logistics',
    membershipPlan: 'gold',
    membershipStartAt: '2020-01-01 00:00:00.000Z',
    membershipEndAt: '2099-01-01 00:00:00.000Z',
    ...fields,
  } as CompaniesRecord;
}

let companyEvents: ((event: RecordSubscription<CompaniesRecord>) => void) | undefined;

/** Renders the gate as the dashboard's layout route, with the company already cached. */
function renderAt(path: string, company: CompaniesRecord | null = golfo()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  if (company) queryClient.setQueryData(['companies', GOLFO], company);
  const page = (name: string) => <p>page: {name}</p>;
  renderAs(
    <Routes>
      <Route element={<AccessGate />}>
        <Route path="/dashboard" element={page('home')} />
        <Route path="/dashboard/partners" element={page('partners')} />
        <Route path="/dashboard/membership-status" element={page('membership')} />
      </Route>
    </Routes>,
    { signedIn: 'keep', path, queryClient, showLocation: false },
  );
}

describe('AccessGate', () => {
  beforeEach(() => {
    vi.spyOn(pb.realtime, 'unsubscribe').mockResolvedValue();
    vi.spyOn(pb.collection('companies'), 'subscribe').mockImplementation(async (_id, handler) => {
      companyEvents = handler as typeof companyEvents;
      return async () => undefined;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
    companyEvents = undefined;
  });

  it('lets staff of an active company through', async () => {
    holdSession({});
    renderAt('/dashboard/partners');
    expect(await screen.findByText('page: partners')).toBeInTheDocument();
  });

  it('sends staff of an expired company to the membership status page', async () => {
    holdSession({});
    renderAt('/dashboard/partners', golfo({ membershipEndAt: '2020-06-01 00:00:00.000Z' }));
    expect(await screen.findByText('page: membership')).toBeInTheDocument();
  });

  it('sends a user with access away from the membership status page', async () => {
    holdSession({ role: 'rumbo_superuser' });
    renderAt('/dashboard/membership-status');
    expect(await screen.findByText('page: home')).toBeInTheDocument();
  });

  it('never gates a platform admin', async () => {
    holdSession({ id: 'a1', email: 'admin@rumbo.test', role: 'rumbo_admin', company: '' });
    renderAt('/dashboard/partners', null);
    expect(await screen.findByText('page: partners')).toBeInTheDocument();
  });

  it('shows the checking-access loader while the company loads, then lets through', async () => {
    let answer: (company: CompaniesRecord) => void = () => undefined;
    const pending = new Promise<CompaniesRecord>((resolve) => (answer = resolve));
    vi.spyOn(pb.collection('companies'), 'getOne').mockReturnValue(pending as never);
    holdSession({});
    renderAt('/dashboard/partners', null);
    expect(screen.getByRole('status', { name: 'Verificando acceso…' })).toBeInTheDocument();
    await act(async () => answer(golfo()));
    expect(await screen.findByText('page: partners')).toBeInTheDocument();
  });

  it('follows a realtime change of the company: an ended membership closes the gate', async () => {
    holdSession({});
    renderAt('/dashboard/partners');
    expect(await screen.findByText('page: partners')).toBeInTheDocument();
    const ended = golfo({ membershipEndAt: '2020-06-01 00:00:00.000Z' });
    act(() => companyEvents?.({ action: 'update', record: ended }));
    expect(await screen.findByText('page: membership')).toBeInTheDocument();
  });

  it('loads the role of a role-less user at the own domain from the server', async () => {
    const getOne = vi.spyOn(pb.collection('users'), 'getOne');
    getOne.mockResolvedValue({ id: 'a1', role: 'rumbo_admin' } as AuthUser);
    holdSession({ id: 'a1', email: 'ops@rumbo.test', role: '', company: '' });
    renderAt('/dashboard/partners', null);
    expect(await screen.findByText('page: partners')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('a1', expect.objectContaining({ fields: 'id,role' }));
  });

  it('ignores a 403 on that load: the user stays without a role', async () => {
    const getOne = vi.spyOn(pb.collection('users'), 'getOne');
    getOne.mockRejectedValue(new ClientResponseError({ status: 403 }));
    holdSession({ id: 'a1', email: 'ops@rumbo.test', role: '', company: '' });
    renderAt('/dashboard/partners', null);
    expect(await screen.findByText('page: membership')).toBeInTheDocument();
  });
});
