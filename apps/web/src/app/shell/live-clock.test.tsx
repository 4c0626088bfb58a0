import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { LiveClock } from './live-clock.tsx';

// The clock read the computer's zone while the lists read UTC−6: an hour apart from Bogotá.
const machineZone = process.env.TZ;

describe('LiveClock', () => {
  beforeEach(() => {
    process.env.TZ = 'America/Bogota';
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:30Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = machineZone;
  });

  it('shows business time (UTC−6) as the lists do, with its zone, and follows the minute', () => {
    renderAs(<LiveClock />, { signedIn: 'keep', showLocation: false });
    const clock = screen.getByTestId('live-clock');
    expect(clock).toHaveTextContent('Tue 10 Mar, 09:00 UTC−6');
    expect(clock.querySelector('time')).toHaveAttribute('datetime', '2026-03-10T15:00:00.000Z');
    expect(clock).toHaveAttribute(
      'title',
      'Current time in Mexico City (UTC−6), the zone all dashboard times use',
    );
    act(() => vi.advanceTimersByTime(30_000));
    expect(clock).toHaveTextContent('Tue 10 Mar, 09:01 UTC−6');
  });
});
