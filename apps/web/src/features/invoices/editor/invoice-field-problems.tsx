import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsAt, problemText, type EditorProblem } from './invoice-problems.ts';

/**
 * What a field shows of the problems at it: the blocking ones as its error (red, announced with
 * the field), the warnings in its description. Both in the person's language.
 */
export function useFieldProblems(problems: readonly EditorProblem[]) {
  const { t } = useTranslation();
  return (field: string): { error?: ReactNode; description?: ReactNode } => {
    const here = problemsAt(problems, field);
    const blocks = here.filter((problem) => problem.severity === 'block');
    const warnings = here.filter((problem) => problem.severity === 'warning');
    return {
      ...(blocks.length > 0
        ? { error: blocks.map((problem) => problemText(t, problem)).join(' ') }
        : {}),
      ...(warnings.length > 0
        ? {
            description: (
              <Text component="span" size="xs" c="yellow.9" data-severity="warning">
                {warnings.map((problem) => problemText(t, problem)).join(' ')}
              </Text>
            ),
          }
        : {}),
    };
  };
}

export type FieldProblems = ReturnType<typeof useFieldProblems>;
