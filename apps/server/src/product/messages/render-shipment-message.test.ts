import { describe, expect, it } from 'vitest';
import { renderShipmentMessage, type ShipmentMessageInput } from './render-shipment-message.ts';

const base: ShipmentMessageInput = {
  event: {
    kind: 'milestone',
    milestone: 'portOfArrivalArrival',
    event: 'arrived',
    actualAt: '2026-12-06T20:19:00.000Z',
  },
  language: 'es',
  recipientName: 'Ana <Ruiz> & Co',
  companyName: 'Golfo & Asociados',
  shipment: {
    code: 'OCN20260003',
    reference: 'PO-1',
    origin: 'Róterdam (NLRTM)',
    destination: 'Altamira (MXATM)',
    placeOf: () => 'Altamira (MXATM)',
  },
  trackingUrl: 'https://rumbo.test/t/abc',
  unsubscribeUrl: 'https://rumbo.test/api/messages/m1/unsubscribe?key=k',
};

describe('renderShipmentMessage', () => {
  it.each([
    [
      'es',
      'Tu embarque OCN20260003 llegó',
      'Tu embarque OCN20260003 llegó a Altamira (MXATM).',
      'Hola, Ana <Ruiz> & Co:',
    ],
    [
      'en',
      'Your shipment OCN20260003 has arrived',
      'Your shipment OCN20260003 has arrived at Altamira (MXATM).',
      'Hello Ana <Ruiz> & Co,',
    ],
  ] as const)('in %s: subject, greeting and event', (language, subject, line, hello) => {
    const message = renderShipmentMessage({ ...base, language });
    expect(message.subject).toBe(subject);
    expect(message.text).toContain(line);
    expect(message.text.startsWith(hello)).toBe(true);
    expect(message.text).toContain('(Mexico City, UTC−6)');
    expect(message.text).toContain(base.trackingUrl);
    expect(message.text).toContain(base.unsubscribeUrl);
    expect(message.html).toContain('Ana &lt;Ruiz&gt; &amp; Co');
    expect(message.html).not.toContain('<Ruiz>');
    expect(message.html).toContain(`href="${base.trackingUrl}"`);
  });

  it("says how an estimate moved, in the place's time zone", () => {
    const message = renderShipmentMessage({
      ...base,
      language: 'en',
      event: {
        kind: 'estimate',
        milestone: 'portOfLoadDeparture',
        from: '2026-11-21T03:19:00.000Z',
        to: '2026-11-23T03:19:00.000Z',
        movedHours: 48,
      },
      shipment: { ...base.shipment, placeOf: () => 'Róterdam (NLRTM)' },
    });
    expect(message.subject).toBe(
      'New estimated date for OCN20260003: Departure from port of loading',
    );
    expect(message.text).toMatch(
      /moved from Sat, Nov 21, 2026, 04:19 \(Amsterdam, UTC\+1\) to Mon, Nov 23, 2026, 04:19/,
    );
  });

  it("goes without a tracking link when the recipient's was revoked", () => {
    const message = renderShipmentMessage({ ...base, trackingUrl: '' });
    expect(message.text).not.toContain('/t/');
    expect(message.html).not.toContain('/t/');
    expect(message.text).toContain(base.unsubscribeUrl);
  });
});
