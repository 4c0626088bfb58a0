import { useCallback, useMemo, useState } from 'react';
import type { InvoiceDraft, LineDraft } from './invoice-draft.ts';
import type { EditorProblem } from './invoice-problems.ts';

type Head = Omit<InvoiceDraft, 'lines'>;

/**
 * The invoice as the person types it, what was last saved (to tell unsaved changes), and the
 * problems the server named on the last refused save or stamp. A change clears the server's
 * problems of the field it touches; nothing typed is ever dropped by a refusal.
 */
export function useInvoiceDraft(initial: InvoiceDraft) {
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [refused, setRefused] = useState<EditorProblem[]>([]);
  /** Whether the person changed a line: the shipments' lines are then no longer redone. */
  const [hasEditedLines, setEditedLines] = useState(false);
  const isDirty = useMemo(() => JSON.stringify(draft) !== saved, [draft, saved]);

  const clear = useCallback((fields: string[]) => {
    setRefused((current) => {
      const kept = current.filter(
        (problem) =>
          !fields.some((field) => problem.field === field || problem.field.startsWith(`${field}.`)),
      );
      return kept.length === current.length ? current : kept;
    });
  }, []);
  const patchHead = useCallback(
    (patch: Partial<Head>) => {
      setDraft((current) => ({ ...current, ...patch }));
      const fields = Object.keys(patch).map((field) => (field === 'uso' ? 'usoCfdi' : field));
      // A new client brings other fiscal data; a new currency another rate.
      if ('client' in patch) fields.push('client', 'usoCfdi');
      if ('currency' in patch) fields.push('exchangeRate');
      clear(fields);
    },
    [clear],
  );
  const setLines = (change: (lines: LineDraft[]) => LineDraft[]) => {
    setDraft((current) => ({ ...current, lines: change(current.lines) }));
    setEditedLines(true);
  };
  return {
    draft,
    isDirty,
    refused,
    hasEditedLines,
    setRefused,
    patchHead,
    patchLine: (index: number, patch: Partial<LineDraft>) => {
      setLines((lines) => lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
      clear([...Object.keys(patch).map((field) => `lines.${index}.${field}`), 'lines', 'total']);
    },
    addLine: (line: LineDraft) => {
      setLines((lines) => [...lines, line]);
      clear(['lines', 'total']);
    },
    removeLine: (index: number) => {
      setLines((lines) => lines.filter((_, at) => at !== index));
      // Lines after it move up: their problems no longer sit at their index.
      clear(['lines', 'total']);
    },
    /** The lines worked out again from the shipments (the person has not changed any yet). */
    replaceLines: (lines: LineDraft[]) => {
      setDraft((current) => ({ ...current, lines }));
      clear(['lines', 'total']);
    },
    /** The draft as it now stands was saved. */
    markSaved: (next: InvoiceDraft) => setSaved(JSON.stringify(next)),
    /** Starts again from `next`, as saved, with no problems shown. */
    reset: (next: InvoiceDraft) => {
      setDraft(next);
      setSaved(JSON.stringify(next));
      setRefused([]);
    },
  };
}

export type InvoiceDraftState = ReturnType<typeof useInvoiceDraft>;
