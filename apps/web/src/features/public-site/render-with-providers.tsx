import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import '#i18n/i18n.ts';
import { cssVariablesResolver, theme } from '#lib/theme.ts';

/** Test helper: renders public-site UI with the app's theme, texts and a router at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}
