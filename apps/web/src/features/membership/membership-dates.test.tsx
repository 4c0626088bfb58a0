import type { CompaniesRecord } from '@rumbo/domain';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { MembershipSummary } from './membership-summary.tsx';
import { ModuleWindowsTable } from './module-windows-table.tsx';

// Membership and module dates are calendar days stored as UTC days (start at 00:00:00.000Z, end
// at 23:59:59.999Z). Read in UTC−6, a start on 1 January showed as 31 December.
const YEAR_2026 = {
  membershipPlan: 'gold',
  membershipStartAt: '2026-01-01 00:00:00.000Z',
  membershipEndAt: '2026-12-31 23:59:59.999Z',
} as CompaniesRecord;
const NOW = new Date('2026-06-15T12:00:00Z');

function renderInTheme(ui: ReactNode) {
  return renderAs(ui, { signedIn: 'keep', showLocation: false });
}

describe('membership dates', () => {
  it('show the stored days: Starts 1 Jan 2026, Ends 31 Dec 2026', () => {
    renderInTheme(<MembershipSummary company={YEAR_2026} plan="gold" now={NOW} />);
    expect(screen.getByText('Starts: 1 Jan 2026')).toBeInTheDocument();
    expect(screen.getByText('Ends: 31 Dec 2026')).toBeInTheDocument();
  });

  it('show module windows by their stored days', () => {
    renderInTheme(
      <ModuleWindowsTable
        now={NOW}
        moduleAccess={[
          {
            moduleId: 'tariffs',
            enabled: true,
            startAt: '2026-01-01T00:00:00.000Z',
            endAt: '2026-03-31T23:59:59.999Z',
          },
        ]}
      />,
    );
    const row = screen.getByRole('row', { name: /^Tariffs/ });
    expect(within(row).getByText('1 Jan 2026 – 31 Mar 2026')).toBeInTheDocument();
  });
});
