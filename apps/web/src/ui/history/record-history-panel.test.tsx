import type { HistoryEntry } from '@rumbo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import {
  RecordHistoryPanel,
  type HistoryUndoOutcome,
  type RecordHistoryView,
} from './record-history-panel.tsx';

const LABELS: Record<string, string> = {
  vessel: 'Vessel',
  voyage: 'Voyage',
  documentFiles: 'Documents',
};
const fieldLabel = (field: string) => LABELS[field] ?? field;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function entry(id: string, over: Partial<HistoryEntry>): HistoryEntry {
  return {
    id,
    created: minutesAgo(5),
    action: 'update',
    actor: { id: 'u1', collection: 'users', name: 'Ana Pérez' },
    source: 'web',
    madeAt: '',
    undoOf: '',
    changes: [],
    ...over,
  };
}

// Newest first, as the server answers.
const LATER = entry('entry0000000003', {
  actor: { id: 'u2', collection: 'users', name: 'Luis Gómez' },
  created: minutesAgo(2),
  changes: [{ field: 'vessel', before: 'Ever Ace', after: 'Ever Apex' }],
});
const EDIT = entry('entry0000000002', {
  created: minutesAgo(125),
  source: 'offline',
  madeAt: '2026-03-12 15:55:00.000Z',
  changes: [{ field: 'vessel', before: 'Ever Given', after: 'Ever Ace' }],
});
const FILES = entry('entry0000000001', {
  created: minutesAgo(200),
  changes: [{ field: 'documentFiles', before: null, after: ['bl.pdf'], added: ['bl.pdf'] }],
});
const VOYAGE = entry('entry0000000000', {
  created: minutesAgo(300),
  changes: [{ field: 'voyage', before: '001W', after: '002W' }],
});

function view(over: Partial<RecordHistoryView> = {}): RecordHistoryView {
  return {
    status: 'ready',
    entries: [LATER, EDIT, FILES, VOYAGE],
    hasMore: false,
    isLoadingMore: false,
    loadMore: vi.fn(),
    retry: vi.fn(),
    undo: vi.fn(async (): Promise<HistoryUndoOutcome> => ({ kind: 'undone' })),
    ...over,
  };
}

function render(history: RecordHistoryView, hasUnsavedChanges = false) {
  return renderAs(
    <RecordHistoryPanel
      history={history}
      fieldLabel={fieldLabel}
      hasUnsavedChanges={hasUnsavedChanges}
    />,
    { showLocation: false },
  );
}

const item = (id: string) => document.querySelector(`[data-history-entry="${id}"]`) as HTMLElement;

describe('RecordHistoryPanel', () => {
  it('lists each change with who, before and after, how long ago and how it was made', () => {
    render(view());
    const list = screen.getByRole('list', { name: 'Changes, newest first' });
    expect(within(list).getAllByRole('listitem', { hidden: false })).toHaveLength(4);
    expect(item(EDIT.id)).toHaveTextContent('Ana Pérez changed Vessel from Ever Given to Ever Ace');
    expect(item(EDIT.id)).toHaveTextContent('2 h ago');
    expect(item(EDIT.id)).toHaveTextContent('made offline 12 Mar, 09:55');
    expect(item(LATER.id)).toHaveTextContent(
      'Luis Gómez changed Vessel from Ever Ace to Ever Apex',
    );
    expect(item(FILES.id)).toHaveTextContent('Ana Pérez added bl.pdf to Documents');
  });

  it('offers Undo only on updates a save can put back', () => {
    render(view());
    expect(within(item(EDIT.id)).getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(within(item(FILES.id)).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('narrows the list to one field among those changed', async () => {
    const { user } = render(view());
    const select = screen.getByRole('combobox', { name: 'Show changes to' });
    expect([...(select as HTMLSelectElement).options].map((it) => it.text)).toEqual([
      'All fields',
      'Documents',
      'Vessel',
      'Voyage',
    ]);
    await user.selectOptions(select, 'voyage');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(item(VOYAGE.id)).toHaveTextContent('changed Voyage from 001W to 002W');
  });

  it('undoes after asking, lets the person choose on a field changed since, and says so', async () => {
    const undo = vi.fn<RecordHistoryView['undo']>(async (_, ask) => {
      const choices = await ask([
        { field: 'vessel', base: 'Ever Ace', mine: 'Ever Given', theirs: 'Ever Apex' },
      ]);
      return { kind: choices ? 'undone' : 'cancelled' };
    });
    const { user } = render(view({ undo }));
    await user.click(within(item(EDIT.id)).getByRole('button', { name: 'Undo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(confirm).toHaveTextContent('Put back the values from before this change? (Vessel)');
    await user.click(within(confirm).getByRole('button', { name: 'Undo change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    // The colleague who changed the field after the entry is named.
    expect(dialog).toHaveTextContent(
      'Luis Gómez changed these fields after the change you are undoing.',
    );
    expect(undo.mock.calls[0]![0]).toBe(EDIT);
    await user.click(within(dialog).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Undo with these choices' }));
    expect(await screen.findByText('Change undone.')).toBeVisible();
  });

  it('asks nothing and writes nothing when the confirmation is cancelled', async () => {
    const history = view();
    const { user } = render(history);
    await user.click(within(item(EDIT.id)).getByRole('button', { name: 'Undo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.undo).not.toHaveBeenCalled();
  });

  it('holds Undo back while the form has unsaved changes', () => {
    render(view(), true);
    expect(
      screen.getByText('Save or discard your changes in the form before undoing.'),
    ).toBeVisible();
    expect(within(item(EDIT.id)).getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('loads earlier changes on demand', async () => {
    const history = view({ hasMore: true });
    const { user } = render(history);
    await user.click(screen.getByRole('button', { name: 'Load earlier changes' }));
    expect(history.loadMore).toHaveBeenCalledOnce();
  });

  it.each([
    ['offline', 'The history is kept on the server, not in this browser.'],
    ['demo', 'Demo data lives only in this browser, which keeps no history of it.'],
  ] as const)('says why there is no history %s', (status, text) => {
    render(view({ status, entries: [] }));
    expect(screen.getByText(text, { exact: false })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
