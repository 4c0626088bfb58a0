import { validatePartnerImport } from '@rumbo/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnersQueryClient } from '#test/list-clients.ts';
import { renderAs } from '#test/render-as.tsx';
import { ImportProblems } from './import-problems.tsx';

describe('ImportProblems', { timeout: 20_000 }, () => {
  it('lists every problem and RFC warning with its row number and column', () => {
    const check = validatePartnerImport([
      { rowNumber: 2, cells: { displayName: 'A', rol: 'Cliente', tipo: 'empresa' } },
      { rowNumber: 3, cells: { displayName: 'B', rol: 'Carrier', tipo: 'empresa' } },
      { rowNumber: 5, cells: { rol: 'Otro', tipo: 'persona', contacts: 'Ana | ana@' } },
      { rowNumber: 6, cells: { displayName: 'C', rol: 'Otro', tipo: 'empresa', rfc: 'XYZ' } },
      { rowNumber: 7, cells: { rol: 'Otro', tipo: 'persona', direccion: 'Calle 1' } },
      { rowNumber: 8, cells: { rol: 'Otro', tipo: 'empresa', razonSocial: 'R'.repeat(301) } },
      {
        rowNumber: 9,
        cells: { displayName: 'D', rol: 'Otro', tipo: 'persona', rfc: 'EKU9003173C9' },
      },
    ]);
    renderAs(<ImportProblems errors={check.errors} warnings={check.warnings} />, {
      signedIn: 'keep',
      queryClient: partnersQueryClient(),
    });
    const problems = within(screen.getByRole('table', { name: 'Problems by row' }));
    const lines = problems
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(lines).toEqual([
      'Row 3RolChoose one of the roles.',
      'Row 5Contactos (contact 1)Not a valid email address.',
      'Row 7Nombre / Razón social / Nombre completo / RFC / ContactosGive a display name, razón social, nombre completo, RFC or a contact name.',
      'Row 8Razón socialAt most 300 characters.',
    ]);
    const warnings = within(screen.getByRole('table', { name: /Warnings/ }));
    expect(warnings.getAllByRole('row')[1]).toHaveTextContent(
      'Row 6RFCThis does not look like an RFC',
    );
    // The warning names the line's own type.
    expect(warnings.getAllByRole('row')[2]).toHaveTextContent(
      'Row 9RFCA persona física RFC has 13 characters. You can still save it.',
    );
  });
});
