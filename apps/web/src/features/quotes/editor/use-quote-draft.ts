import { useCallback, useMemo, useState } from 'react';
import type { CargoDraft, LineDraft, OptionDraft, QuoteDraft } from './quote-draft.ts';
import { withoutErrorsAt, type FieldErrors } from './quote-field-errors.ts';

/**
 * The quote as the person types it, what was last saved (to tell unsaved changes) and the
 * problems shown next to fields. A change clears the problem of the field it touches; nothing
 * typed is ever dropped by a refused save.
 */
export function useQuoteDraft(initial: QuoteDraft) {
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const isDirty = useMemo(() => JSON.stringify(draft) !== saved, [draft, saved]);

  const clear = useCallback(
    (paths: string[]) =>
      setErrors((current) => paths.reduce((kept, path) => withoutErrorsAt(kept, path), current)),
    [],
  );
  const patchHead = useCallback(
    (patch: Partial<Omit<QuoteDraft, 'cargo' | 'options'>>) => {
      setDraft((current) => ({ ...current, ...patch }));
      const touched = Object.keys(patch);
      // A new date can bring or take away the rate it needs.
      clear(touched.includes('date') ? [...touched, 'exchangeRate'] : touched);
    },
    [clear],
  );
  const patchCargo = useCallback(
    (patch: Partial<CargoDraft>) =>
      setDraft((current) => ({ ...current, cargo: { ...current.cargo, ...patch } })),
    [],
  );
  const setOptions = (change: (options: OptionDraft[]) => OptionDraft[]) =>
    setDraft((current) => ({ ...current, options: change(current.options) }));
  const patchOption = (index: number, patch: Partial<Omit<OptionDraft, 'lines'>>) => {
    setOptions((options) => options.map((it, at) => (at === index ? { ...it, ...patch } : it)));
    clear(Object.keys(patch).map((field) => `options.${index}.${field}`));
  };
  const setLines = (index: number, change: (lines: LineDraft[]) => LineDraft[]) =>
    setOptions((options) =>
      options.map((it, at) => (at === index ? { ...it, lines: change(it.lines) } : it)),
    );
  const patchLine = (option: number, line: number, patch: Partial<LineDraft>) => {
    setLines(option, (lines) => lines.map((it, at) => (at === line ? { ...it, ...patch } : it)));
    const fields = Object.keys(patch).map((field) => (field === 'sellOverride' ? 'sell' : field));
    // The rate a line needs follows its currency; the tariff's days follow nothing typed here.
    clear([
      ...fields.map((field) => `options.${option}.lines.${line}.${field}`),
      ...(fields.includes('currency') ? ['exchangeRate'] : []),
    ]);
  };
  // Rows after a removed one move up: their problems no longer sit at their index.
  const clearOptionProblems = () => clear(['options']);
  return {
    draft,
    errors,
    setErrors,
    isDirty,
    /** The draft as it now stands was saved (or loaded). */
    markSaved: (next: QuoteDraft) => setSaved(JSON.stringify(next)),
    /** Starts again from `next`, as saved, with no problems shown. */
    reset: (next: QuoteDraft) => {
      setDraft(next);
      setSaved(JSON.stringify(next));
      setErrors({});
    },
    patchHead,
    patchCargo,
    patchOption,
    patchLine,
    addOptions: (added: OptionDraft[]) => setOptions((options) => [...options, ...added]),
    removeOption: (index: number) => {
      setOptions((options) => options.filter((_, at) => at !== index));
      clearOptionProblems();
    },
    addLine: (index: number, line: LineDraft) => setLines(index, (lines) => [...lines, line]),
    removeLine: (option: number, line: number) => {
      setLines(option, (lines) => lines.filter((_, at) => at !== line));
      clearOptionProblems();
    },
  };
}

export type QuoteDraftState = ReturnType<typeof useQuoteDraft>;
