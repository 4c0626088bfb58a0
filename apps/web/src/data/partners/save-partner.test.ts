import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { useRepositoryTestState } from '#test/repository-test-state.ts';
import { savePartner } from './save-partner.ts';

const partners = pb.collection('partners');

// A contact's message settings (issue 37), and what a later version may add beside them.
const CONTACT = {
  id: 'c1',
  nombre: 'Ana',
  email: 'ana@acme.mx',
  telefono: '',
  language: 'en',
  notify: { milestones: true, estimates: false, arrivalNotice: true },
  title: 'Import manager',
};

describe('savePartner', () => {
  useRepositoryTestState();

  afterEach(() => {
    pb.authStore.clear();
  });

  it('sends and keeps what a contact holds beyond its texts', async () => {
    const update = vi
      .spyOn(partners, 'update')
      .mockImplementation(async (id, body) => ({ ...(body as object), id }) as never);
    const { partner } = await savePartner({
      partner: { id: 'p1', company: 'c1', rol: 'Cliente', tipo: 'empresa', contacts: [CONTACT] },
      isNew: false,
      userId: 'u1',
    });
    expect((update.mock.calls[0]![1] as { contacts: unknown }).contacts).toEqual([CONTACT]);
    expect(partner.contacts).toEqual([CONTACT]);
  });

  it('sends a client’s fiscal data (issue 39), blank as null, and reads it back', async () => {
    const update = vi
      .spyOn(partners, 'update')
      .mockImplementation(async (id, body) => ({ ...(body as object), id }) as never);
    const { partner } = await savePartner({
      partner: {
        id: 'p1',
        rol: 'Cliente',
        rfc: 'EKU9003173C9',
        regimenFiscal: '601',
        codigoPostal: ' 26015 ',
        usoCfdi: '',
      },
      isNew: false,
      userId: 'u1',
    });
    expect(update.mock.calls[0]![1]).toMatchObject({
      regimenFiscal: '601',
      codigoPostal: '26015',
      usoCfdi: null,
    });
    expect(partner).toMatchObject({ regimenFiscal: '601', codigoPostal: '26015', usoCfdi: '' });
  });

  it('leaves the fiscal data alone when the input does not name it (an import)', async () => {
    const update = vi
      .spyOn(partners, 'update')
      .mockImplementation(async (id, body) => ({ ...(body as object), id }) as never);
    await savePartner({ partner: { id: 'p1', rol: 'Cliente' }, isNew: false, userId: 'u1' });
    expect(Object.keys(update.mock.calls[0]![1] as object)).not.toContain('regimenFiscal');
  });
});
