import type { HistoryEntry } from '@rumbo/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { FieldHistoryList, type FieldHistoryListProps } from './field-history-list.tsx';

const FIELD = 'portOfArrivalArrivalEstimated';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function entry(id: string, over: Partial<HistoryEntry>): HistoryEntry {
  return {
    id,
    created: hoursAgo(1),
    action: 'update',
    actor: { id: 'u1', collection: 'users', name: 'Ana Pérez' },
    source: 'web',
    madeAt: '',
    undoOf: '',
    changes: [],
    ...over,
  };
}

const ENTRIES = [
  entry('e3', {
    created: hoursAgo(2),
    source: 'offline',
    changes: [
      { field: FIELD, before: '2026-03-12 16:00:00.000Z', after: '2026-03-15 14:00:00.000Z' },
    ],
  }),
  // Another field, and a JSON path: neither is this milestone's estimate.
  entry('e2', { changes: [{ field: 'vessel', before: 'A', after: 'B' }] }),
  entry('e1', {
    action: 'create',
    created: hoursAgo(50),
    actor: { id: 'u2', collection: 'users', name: 'Luis Gómez' },
    changes: [{ field: FIELD, before: null, after: '2026-03-12 16:00:00.000Z' }],
  }),
];

function render(history: Partial<FieldHistoryListProps['history']> = {}) {
  const full: FieldHistoryListProps['history'] = {
    status: 'ready',
    entries: ENTRIES,
    hasMore: false,
    isLoadingMore: false,
    loadMore: vi.fn(),
    retry: vi.fn(),
    ...history,
  };
  return renderAs(<FieldHistoryList field={FIELD} history={full} />, { showLocation: false });
}

describe('FieldHistoryList', () => {
  it('lists the estimates a milestone was given, newest first, with who and when', () => {
    render();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '15 Mar, 08:00Ana Pérez · 2 h agomade offline',
      '12 Mar, 10:00Luis Gómez · 2 d ago',
    ]);
  });

  it('says when nothing was recorded, and offline that it needs the server', () => {
    const { unmount } = render({ entries: [ENTRIES[1]!] });
    expect(screen.getByText('No earlier estimates recorded.')).toBeVisible();
    unmount();
    render({ status: 'offline', entries: [] });
    expect(screen.getByText(/kept on the server/)).toBeVisible();
  });
});
