import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { PartnersPage } from './partners-page.tsx';
import { partnersQueryClient } from '#test/list-clients.ts';
import { testPartner } from '#test/records.ts';
import { giveElementsHeight, renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';

const PARTNERS = [
  testPartner({
    displayName: 'Café Orizaba',
    rfc: 'COR010101AB1',
    contacts: [{ nombre: 'Ana Peña', email: 'ana@orizaba.mx' }, { nombre: 'Luis' }],
  }),
  testPartner({ displayName: 'Naviera del Golfo', rol: 'Naviera', direccion: 'Veracruz' }),
  testPartner({ nombreCompleto: 'Eva López', rol: 'Proveedor', tipo: 'persona' }),
];

const table = () => screen.getByRole('table', { name: 'Partners' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
/** The list once the server's answer for what the URL and the boxes say is on screen. */
const shows = (expected: string[]) => waitFor(() => expect(names()).toEqual(expected));
// By display name, as the server sorts them.
const ALL = ['Café Orizaba', 'Eva López', 'Naviera del Golfo'];

// Rendering the whole page with Mantine in happy-dom takes a second or two per test.
describe('PartnersPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInAs();
    giveElementsHeight();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  it('lists the partners with role, type, RFC and main contact, and their count', async () => {
    const client = partnersQueryClient(PARTNERS);
    renderAs(<PartnersPage />, { queryClient: client });
    await shows(ALL);
    expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    expect(screen.getByText('3 of 3 partners')).toBeVisible();
    expect(client.server.calls[0]?.options).toMatchObject({
      filter: "company = 'company00000001'",
      sort: 'displayName,id',
      skipTotal: false,
    });
    const first = within(table()).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Cliente');
    expect(first).toHaveTextContent('Empresa');
    expect(first).toHaveTextContent('COR010101AB1');
    expect(first).toHaveTextContent('Ana Peña · ana@orizaba.mx +1 more');
    expect(within(table()).queryByRole('columnheader', { name: 'Company' })).toBeNull();
  });

  it('searches every word, accents and case ignored', async () => {
    const user = userEvent.setup();
    const client = partnersQueryClient(PARTNERS);
    renderAs(<PartnersPage />, { queryClient: client });
    await shows(ALL);
    const box = screen.getByRole('searchbox', { name: 'Search partners' });
    await user.type(box, 'PENA orizaba');
    await shows(['Café Orizaba']);
    expect(screen.getByText('1 of 3 partners')).toBeVisible();
    expect(client.server.calls.at(-1)?.options.search).toBe('PENA orizaba');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/?search=PENA+orizaba'),
    );
  });

  it('filters by role and by type', async () => {
    const user = userEvent.setup();
    renderAs(<PartnersPage />, { queryClient: partnersQueryClient(PARTNERS) });
    await shows(ALL);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Naviera');
    await shows(['Naviera del Golfo']);
    expect(screen.getByTestId('location')).toHaveTextContent('/?role=Naviera');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'persona');
    await shows(['Eva López']);
    expect(screen.getByText('1 of 3 partners')).toBeVisible();
  });

  it('says when nothing matches and clears the search and filters', async () => {
    const user = userEvent.setup();
    renderAs(<PartnersPage />, { queryClient: partnersQueryClient(PARTNERS) });
    await shows(ALL);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Agente');
    expect(await screen.findByRole('heading', { name: 'No partners match' })).toBeVisible();
    expect(screen.getByText('0 of 3 partners')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await shows(ALL);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
  });

  it('invites to add the first partner when there is none', async () => {
    const user = userEvent.setup();
    renderAs(<PartnersPage />, { queryClient: partnersQueryClient([]) });
    expect(await screen.findByRole('heading', { name: 'No partners yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a partner' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?open=new');
  });

  it('opens a partner from its name link', async () => {
    const user = userEvent.setup();
    renderAs(<PartnersPage />, { queryClient: partnersQueryClient(PARTNERS) });
    await user.click(await screen.findByRole('link', { name: 'Naviera del Golfo' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/?open=${PARTNERS[1]!.id}`);
    // The drawer reads the partner on its own; the list holds only what it shows.
    const drawer = await screen.findByRole('dialog', { name: 'Edit partner' });
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: /Display name/ })).toHaveValue(
        'Naviera del Golfo',
      ),
    );
  });

  it('opens with the search and filters a shared link carries', async () => {
    renderAs(<PartnersPage />, {
      path: '/?search=golfo&role=Naviera',
      queryClient: partnersQueryClient(PARTNERS),
    });
    await shows(['Naviera del Golfo']);
    expect(screen.getByRole('searchbox', { name: 'Search partners' })).toHaveValue('golfo');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Naviera');
  });
});
