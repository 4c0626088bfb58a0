import {
  MILESTONE_LABELS,
  MODE_MILESTONES,
  SHIPMENT_MODES,
  type ShipmentMode,
} from '@rumbo/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShipmentForm } from '#test/shipment-form.tsx';

/** A text, number or select input by its label (a select's list is labelled the same). */
const textbox = (name: string) => screen.getByRole('textbox', { name });

const SECTION_TITLES = [
  'General & references',
  'Parties',
  'Routing & milestones',
  'Cargo',
  'Cost control',
  'Documents',
  'Comments',
  'Activities',
  'Itinerary',
];

const COMMON_LABELS = [
  'Shipment code',
  'Reference',
  'Booking',
  'Status',
  'Financial status',
  'Priority',
  'Incoterm',
  'Shipper',
  'Consignee',
  'Notify party',
  'Principal (client)',
  'Pickup location',
  'Delivery location',
  'New comment',
  'New activity',
];

/** Labels only one mode has (SPEC §3 fields per mode). */
const MODE_LABELS: Record<ShipmentMode, (string | RegExp)[]> = {
  ocean: [
    'BL (master)',
    'HBL (house)',
    'Freight terms',
    'Direction',
    'Notes',
    'Carrier',
    'Port of loading (POL)',
    'Port of discharge (POD)',
    'Bonded warehouse',
    'Vessel',
    'Voyage',
    'Available for pickup',
    'Cargo type',
    'Main container type',
    'HS code / fracción',
    /^Dangerous goods/,
  ],
  air: [
    'AWB (master)',
    'HAWB (house)',
    'Freight terms',
    'Direction',
    'Airline',
    'Airport of departure',
    'Airport of arrival',
    'Flight',
    'Available for pickup',
  ],
  land: [
    'Notes',
    'Carrier',
    'Origin',
    'Destination',
    'Load',
    'Vehicle',
    'Weight (kg)',
    'Volume (m³)',
    'Driver mode',
    'Service scope',
  ],
};

const MODE_BUTTONS: Record<ShipmentMode, string[]> = {
  ocean: ['Add container', 'Add LCL item'],
  air: ['Add ULD', 'Add loose item'],
  land: [],
};

describe('ShipmentForm sections', () => {
  it.each(SHIPMENT_MODES)('%s: every section is a titled region with its anchor', (mode) => {
    renderShipmentForm({ mode });
    for (const title of SECTION_TITLES) {
      const section = screen.getByRole('region', { name: title });
      expect(section.id).toMatch(/^shipment-section-[a-z]+$/);
    }
    expect(document.getElementById('shipment-section-cargo')).toBeInTheDocument();
  });

  it.each(SHIPMENT_MODES)('%s: shows the fields of its mode and no other mode’s', (mode) => {
    renderShipmentForm({ mode });
    for (const label of [...COMMON_LABELS, ...MODE_LABELS[mode]])
      expect(screen.getAllByLabelText(label).length, String(label)).toBeGreaterThan(0);
    const others = SHIPMENT_MODES.filter((other) => other !== mode).flatMap(
      (other) => MODE_LABELS[other],
    );
    for (const label of others.filter((it) => !MODE_LABELS[mode].includes(it)))
      expect(screen.queryByLabelText(label), String(label)).toBeNull();
    for (const name of [...MODE_BUTTONS[mode], 'Add cost row', 'Add leg', 'Add comment'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it.each(SHIPMENT_MODES)(
    '%s: each milestone has its estimated and actual date side by side',
    (mode) => {
      renderShipmentForm({ mode });
      const routing = screen.getByRole('region', { name: 'Routing & milestones' });
      for (const milestone of MODE_MILESTONES[mode]) {
        const row = within(routing).getByRole('group', { name: MILESTONE_LABELS[milestone.key] });
        expect(within(row).getByLabelText('Estimated')).toHaveAttribute('type', 'datetime-local');
        const actual = within(row).getByLabelText('Actual');
        expect(actual).toHaveAttribute('data-milestone-actual', milestone.key);
      }
    },
  );

  it('shows the values it is given, dates in business time (UTC−6)', () => {
    renderShipmentForm({
      mode: 'ocean',
      value: {
        shipmentCode: 'OCN20260042',
        ref: 'PO-123456',
        operationalStatus: 'In progress',
        incoterm: 'FOB',
        containersList: [{ id: 'c1', number: 'CSQU3054383', type: '45G1', weightKg: 12000 }],
        pickupEstimated: '2026-03-04T15:15:00.000Z',
        dangerousGoods: true,
      },
    });
    expect(textbox('Shipment code')).toHaveValue('OCN20260042');
    expect(textbox('Shipment code')).toHaveAttribute('readonly');
    expect(textbox('Reference')).toHaveValue('PO-123456');
    expect(textbox('Status')).toHaveValue('In progress');
    expect(textbox('Incoterm')).toHaveValue('FOB · Free on Board');
    const container = screen.getByRole('group', { name: 'Container 1' });
    expect(within(container).getByRole('textbox', { name: /^Container number/ })).toHaveValue(
      'CSQU3054383',
    );
    expect(within(container).getByRole('textbox', { name: 'Type' })).toHaveValue(
      '45G1 · 40′ high cube dry',
    );
    expect(within(container).getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('12,000');
    const pickupRow = screen.getByRole('group', { name: 'Pickup' });
    expect(within(pickupRow).getByLabelText('Estimated')).toHaveValue('2026-03-04T09:15');
    expect(
      screen.getByText('Times in Mexico City time (UTC−6), as everywhere in the dashboard.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Dangerous goods/)).toBeChecked();
  });

  it('keeps a saved value the lists no longer offer', () => {
    renderShipmentForm({ mode: 'land', value: { status: 'On hold', financialStatus: 'Disputed' } });
    expect(textbox('Status')).toHaveValue('On hold');
    expect(textbox('Financial status')).toHaveValue('Disputed');
  });

  it('offers sea-only Incoterms for ocean only', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    renderShipmentForm({ mode: 'air' });
    await userEvent.click(textbox('Incoterm'));
    const options = screen.getAllByRole('option', { hidden: true }).map((it) => it.textContent);
    expect(options).toContain('FCA · Free Carrier');
    expect(options.some((it) => /^(FAS|FOB|CFR|CIF) /.test(it ?? ''))).toBe(false);
  });

  it('read-only disables every control, the documents slot included', () => {
    renderShipmentForm({
      mode: 'ocean',
      readOnly: true,
      value: {
        containersList: [{ id: 'c1', number: 'CSQU3054383' }],
        costControlRows: [
          { id: 'r1', concept: 'Flete', currency: 'USD', amount: 10, flow: 'cost' },
        ],
        activitiesStatus: [{ id: 'a1', label: 'Booking confirmed', done: false }],
        itinerary: [{ id: 'l1', mode: 'ocean' }],
      },
      documents: <button type="button">Upload document</button>,
    });
    const form = screen.getByRole('group', { name: 'Shipment form' });
    const controls = form.querySelectorAll('input, textarea, button, select');
    expect(controls.length).toBeGreaterThan(60);
    for (const control of controls) expect(control).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeDisabled();
  });

  it('highlights the milestone it is asked for, scrolls to it and focuses its actual date', () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    renderShipmentForm({ mode: 'ocean', highlightMilestone: 'portOfArrivalArrival' });
    const actual = document.querySelector('[data-milestone-actual="portOfArrivalArrival"]');
    expect(actual).toHaveAttribute('data-highlighted', 'true');
    expect(scrolled).toEqual([actual]);
    expect(actual).toHaveFocus();
    const row = screen.getByRole('group', { name: /POD arrival/ });
    expect(within(row).getByText('Enter the actual date')).toBeInTheDocument();
    const others = document.querySelectorAll('[data-highlighted]');
    expect(others).toHaveLength(1);
    spy.mockRestore();
  });

  it('puts the host’s documents uploader in the documents section', () => {
    renderShipmentForm({ mode: 'air', documents: <p>Uploader here</p> });
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(within(section).getByText('Uploader here')).toBeInTheDocument();
  });

  it('without an uploader lists the shipment’s documents and says files come after saving', () => {
    renderShipmentForm({
      mode: 'land',
      value: { documents: [{ id: 'd1', name: 'Carta porte.pdf' }] },
    });
    const section = screen.getByRole('region', { name: 'Documents' });
    expect(within(section).getByText('Carta porte.pdf')).toBeInTheDocument();
    expect(
      within(section).getByText('Files can be attached once the shipment is saved.'),
    ).toBeInTheDocument();
  });
});
