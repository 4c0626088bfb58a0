import { describe, expect, it } from 'vitest';
import { validatePartnerImport, type PartnerImportLine } from './validate-partner-import.ts';

const GOOD = { displayName: 'Acme', rol: 'Cliente', tipo: 'empresa' };
const line = (rowNumber: number, cells: PartnerImportLine['cells']) => ({ rowNumber, cells });

describe('validatePartnerImport', () => {
  it('turns good lines into partners, matching role and type loosely', () => {
    const check = validatePartnerImport([
      line(2, {
        ...GOOD,
        rol: ' naviera ',
        tipo: 'Persona moral',
        rfc: 'eku9003173c9',
        contacts: 'Ana | ana@acme.mx | 55 1; | sin@nombre.mx',
      }),
      line(3, { razonSocial: 'Eva López', rol: 'PROVEEDOR', tipo: 'física' }),
    ]);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([]);
    expect(check.drafts).toEqual([
      {
        rowNumber: 2,
        rol: 'Naviera',
        tipo: 'empresa',
        displayName: 'Acme',
        razonSocial: '',
        nombreCompleto: '',
        rfc: 'EKU9003173C9',
        direccion: '',
        contacts: [
          { nombre: 'Ana', email: 'ana@acme.mx', telefono: '55 1' },
          { nombre: '', email: 'sin@nombre.mx', telefono: '' },
        ],
      },
      expect.objectContaining({ rowNumber: 3, rol: 'Proveedor', tipo: 'persona' }),
    ]);
  });

  it('takes a line named only by its RFC or its contact (SPEC §5 display-name fallback)', () => {
    const check = validatePartnerImport([
      line(2, { rol: 'Cliente', tipo: 'empresa', rfc: 'EKU9003173C9' }),
      line(3, { rol: 'Cliente', tipo: 'persona', contacts: 'Ana | ana@acme.mx' }),
    ]);
    expect(check.errors).toEqual([]);
    expect(check.drafts.map((draft) => draft.rowNumber)).toEqual([2, 3]);
  });

  it('skips blank lines', () => {
    const check = validatePartnerImport([line(2, { displayName: '  ', rol: '' }), line(3, {})]);
    expect(check).toEqual({ drafts: [], errors: [], warnings: [] });
  });

  it.each([
    ['unknown role', { ...GOOD, rol: 'Carrier' }, [{ field: 'rol', code: 'unknown_role' }]],
    ['missing role', { ...GOOD, rol: '' }, [{ field: 'rol', code: 'required' }]],
    ['unknown type', { ...GOOD, tipo: 'sociedad' }, [{ field: 'tipo', code: 'unknown_type' }]],
    ['missing type', { displayName: 'A', rol: 'Otro' }, [{ field: 'tipo', code: 'required' }]],
    [
      'nothing to name it by (SPEC §5: names, RFC or a contact)',
      { ...GOOD, displayName: '', direccion: 'Av. Reforma 1' },
      [{ field: 'name', code: 'name_required' }],
    ],
    [
      'bad email',
      { ...GOOD, contacts: 'Ana | ana@acme' },
      [{ field: 'contacts.0.email', code: 'invalid_email' }],
    ],
  ])('refuses a line with %s, by its row number', (_name, cells, issues) => {
    const check = validatePartnerImport([line(2, GOOD), line(7, cells)]);
    expect(check.errors).toEqual(issues.map((issue) => ({ rowNumber: 7, issue })));
    expect(check.drafts.map((d) => d.rowNumber)).toEqual([2]);
  });

  it.each([
    ['bad format', 'XYZ', { code: 'rfc_format' }],
    ['wrong length for the type', 'GODE561231GR8', { code: 'rfc_length', expectedLength: 12 }],
    ['check digit', 'EKU9003173C8', { code: 'rfc_check_digit', expectedDigit: '9' }],
  ])('warns about an RFC with %s without refusing the line', (_name, rfc, warning) => {
    const check = validatePartnerImport([line(4, { ...GOOD, rfc })]);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([{ rowNumber: 4, tipo: GOOD.tipo, warning }]);
    expect(check.drafts).toHaveLength(1);
  });
});
