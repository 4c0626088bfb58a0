import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shipment-form.module.css';
import { warningText } from './form-warnings.ts';
import { useShipmentForm } from './shipment-form-context.ts';
import type { EntryProblem } from './shipment-form-store.ts';

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
 * The binding with an entry problem's reason in place of any warning: a plain error, since the
 * entry blocks saving where a warning never does.
 */
export function useEntryBinding(binding: FieldBinding, problem: EntryProblem | null): FieldBinding {
  const { t } = useTranslation();
  if (!problem) return binding;
  const { disabled, inputWrapperOrder } = binding;
  return { disabled, inputWrapperOrder, error: t(`shipmentForm.entryProblems.${problem}`) };
}
