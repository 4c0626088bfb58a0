import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import { MyCompanyPage } from './my-company-page.tsx';

const COMPANY = {
  id: TEST_COMPANY,
  collectionId: 'companies',
  collectionName: 'companies',
  name: 'Golfo Logistics',
  replyTo: 'operaciones@golfo.mx',
  estimateNoticeHours: 0,
  documents: [],
  documentFiles: [],
  moduleAccess: [],
  superusers: [],
  updated: '2026-03-01 15:00:00.000Z',
};

function openPage() {
  const queryClient = testQueryClient({ staleTime: Infinity });
  queryClient.setQueryData(['companies', TEST_COMPANY], COMPANY);
  return renderAs(
    <MyCompanyPage
      companyId={TEST_COMPANY}
      nowMs={Date.parse('2026-03-02T12:00:00Z')}
      renderUsers={() => null}
      renderMessages={() => <p>the message log</p>}
    />,
    { role: 'rumbo_superuser', queryClient, showLocation: false },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  pb.authStore.clear();
});

describe('MyCompanyPage (issue 37)', { timeout: 20_000 }, () => {
  it('has a Messages tab beside Details and History, mounted when opened', async () => {
    const { user } = openPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Details', 'History', 'Messages']);
    expect(screen.queryByText('the message log')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByText('the message log')).toBeVisible();
  });

  it('shows the e-mail settings and says what is wrong next to each field', async () => {
    const { user } = openPage();
    const section = await screen.findByRole('region', { name: 'E-mail to customers' });
    const replyTo = within(section).getByLabelText('Reply-to address');
    const hours = within(section).getByLabelText('Estimate change notice threshold (hours)');
    expect(replyTo).toHaveValue('operaciones@golfo.mx');
    expect(hours).toHaveValue('');
    await user.clear(replyTo);
    await user.type(replyTo, 'operaciones@golfo');
    await user.type(hours, '800');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText(
        'Enter a valid e-mail address, e.g. operaciones@empresa.mx.',
      ),
    ).toBeVisible();
    expect(within(section).getByText('Enter a whole number of hours from 1 to 720.')).toBeVisible();
  });
});
