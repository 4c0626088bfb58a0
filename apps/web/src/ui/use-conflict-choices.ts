import type { ConflictChoice, FieldConflict } from '@rumbo/domain';
import { useCallback, useState } from 'react';
import type { ConflictRequest } from './conflict-dialog.tsx';

type Choices = Record<string, ConflictChoice> | null;

/**
 * The conflict dialog's state for one screen: `ask` puts the fields both people changed to the
 * user and resolves with their choices (null: back to editing); render `<ConflictDialog
 * request={request} …/>` beside the form.
 */
export function useConflictChoices() {
  const [request, setRequest] = useState<ConflictRequest | null>(null);
  const ask = useCallback(
    (conflicts: FieldConflict[], theirsName = '') =>
      new Promise<Choices>((resolve) => {
        setRequest({
          conflicts,
          theirsName,
          resolve: (choices) => {
            setRequest(null);
            resolve(choices);
          },
        });
      }),
    [],
  );
  return { request, ask };
}
