import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shipment-form.module.css';
import { warningText } from './form-warnings.ts';
import { useShipmentForm } from './shipment-form-context.ts';
import type { EntryProblem } from './shipment-form-store.ts';
import { useEntryProblem } from './use-entry-problem.ts';

type InputWrapperOrder = ('label' | 'input' | 'description' | 'error')[];

// Help texts go under the input, so inputs in a row line up whatever their help says.
const WRAPPER_ORDER: InputWrapperOrder = ['label', 'input', 'description', 'error'];

/** Props every bound input shares: disabled in read-only mode, and the field's warning. */
export type FieldBinding = {
  disabled: boolean;
  inputWrapperOrder: InputWrapperOrder;
  error?: string;
  classNames?: { root?: string };
};

/** The read-only state and the validator warning of one field path, as Mantine input props. */
export function useFieldBinding(path: string): FieldBinding {
  const { t } = useTranslation();
  const { readOnly, store } = useShipmentForm();
  const warning = useSyncExternalStore(store.subscribe, () => {
    const found = store.warningFor(path);
    return found ? warningText(t, found) : undefined;
  });
  const common = { disabled: readOnly, inputWrapperOrder: WRAPPER_ORDER };
  if (!warning) return common;
  return { ...common, error: warning, classNames: { root: classes.warning } };
}

/**
 * An input's own entry problem (see useEntryProblem) shown in place of its field's warning: a
 * plain error, since the entry blocks saving where a warning never does.
 */
export function useEntryError<T extends { error?: ReactNode; classNames?: unknown }>(
  path: string,
  { error, classNames }: T,
): EntryError<T['classNames']> {
  const { t } = useTranslation();
  const { problem, setProblem } = useEntryProblem(path);
  if (!problem) return { error, classNames, setProblem };
  const isObject = typeof classNames === 'object' && classNames !== null;
  const plain = (isObject ? { ...classNames, root: undefined } : classNames) as T['classNames'];
  const text = t(`shipmentForm.entryProblems.${problem}`);
  // The editor takes the focus to the first such input when a save is refused.
  return { error: text, classNames: plain, setProblem, 'data-entry-problem': problem };
}

type EntryError<C> = {
  error: ReactNode;
  classNames: C;
  setProblem: (problem: EntryProblem | null) => void;
  'data-entry-problem'?: EntryProblem;
};
