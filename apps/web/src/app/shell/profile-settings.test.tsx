import { screen, waitFor } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { TEST_USER_ID } from '#test/sign-in.ts';
import { ProfileSettings } from './profile-settings.tsx';

const update = vi.spyOn(pb.collection('users'), 'update');

afterEach(() => {
  update.mockReset();
  pb.authStore.clear();
});
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => update.mockRestore());

describe('ProfileSettings (My profile)', { timeout: 20_000 }, () => {
  it('keeps the SPEC sentence and turns the daily digest off on the user’s own record', async () => {
    update.mockResolvedValue({} as never);
    const { user } = renderAs(<ProfileSettings />, { showLocation: false });
    expect(screen.getByText('Profile settings are coming soon.')).toBeVisible();
    const digest = screen.getByRole('switch', { name: 'Daily e-mail of overdue milestones' });
    expect(digest).toBeChecked();
    await user.click(digest);
    expect(update).toHaveBeenCalledWith(
      TEST_USER_ID,
      { digestOff: true },
      expect.objectContaining({ requestKey: null }),
    );
    expect(
      await screen.findByText('You will no longer get the daily e-mail of overdue milestones.'),
    ).toBeVisible();
  });

  it('turns it back on for someone who had it off', async () => {
    update.mockResolvedValue({} as never);
    const { user } = renderAs(<ProfileSettings />, { showLocation: false, digestOff: true });
    const digest = screen.getByRole('switch', { name: 'Daily e-mail of overdue milestones' });
    expect(digest).not.toBeChecked();
    await user.click(digest);
    expect(update).toHaveBeenCalledWith(TEST_USER_ID, { digestOff: false }, expect.anything());
    expect(
      await screen.findByText('You will get the daily e-mail of overdue milestones.'),
    ).toBeVisible();
  });

  it('says when the server cannot be reached, and shows the stored value again', async () => {
    update.mockRejectedValue(new ClientResponseError({ status: 0 }));
    const { user } = renderAs(<ProfileSettings />, { showLocation: false });
    const digest = screen.getByRole('switch', { name: 'Daily e-mail of overdue milestones' });
    await user.click(digest);
    expect(await screen.findByText(/the setting was not saved/)).toBeVisible();
    await waitFor(() => expect(digest).toBeChecked());
  });

  it('offers no digest to a platform admin, who has no company', () => {
    renderAs(<ProfileSettings />, { showLocation: false, role: 'rumbo_admin' });
    expect(screen.getByText('Profile settings are coming soon.')).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
