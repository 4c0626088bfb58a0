import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, locationTimeZone } from './location-time-zone.ts';

describe('locationTimeZone', () => {
  it.each([
    // ports by UN/LOCODE: listed ones, then the country of the rest
    ['Manzanillo (MXZLO)', 'America/Mexico_City'],
    ['Ensenada (MXESE)', 'America/Tijuana'],
    ['Shanghai (CNSHA)', 'Asia/Shanghai'],
    ['Busan (KRPUS)', 'Asia/Seoul'],
    ['Róterdam (NLRTM)', 'Europe/Amsterdam'],
    ['Houston (USHOU)', 'America/Chicago'],
    ['Cartagena (COCTG)', 'America/Bogota'],
    // airports by IATA code
    ['Monterrey (MTY)', 'America/Monterrey'],
    ['Felipe Ángeles (NLU)', 'America/Mexico_City'],
    ['Los Ángeles (LAX)', 'America/Los_Angeles'],
    ['Chicago O’Hare (ORD)', 'America/Chicago'],
    ['Fráncfort (FRA)', 'Europe/Berlin'],
    // cities, then state or country at the end
    ['Recinto fiscalizado, Lázaro Cárdenas', 'America/Mexico_City'],
    ['Almacén Norte, Nuevo Laredo', 'America/Matamoros'],
    ['Almacén Sur, El Paso, TX', 'America/Denver'],
    ['Laredo, TX', 'America/Chicago'],
    ['San Diego, CA', 'America/Los_Angeles'],
    ['Av. Juárez 100, Col. Centro, 22000 Tijuana, B.C.', 'America/Tijuana'],
    ['Calle Hidalgo 5, Col. Moderna, 97000 Mérida, Yuc.', 'America/Merida'],
    ['Av. Revolución 9, Col. Reforma, 03100 Ciudad de México, CDMX', 'America/Mexico_City'],
    ['Parque Industrial, Guadalajara, Jal.', 'America/Mexico_City'],
    ['Hamburgo, DE', 'Europe/Berlin'],
    ['Seúl Incheon, KR', 'Asia/Seoul'],
  ])('%j is in %s', (location, zone) => {
    expect(locationTimeZone(location)).toEqual({ zone, isKnown: true });
  });

  it.each(['', '   ', 'Bodega del cliente', 'Somewhere (XXABC)', null, 7])(
    '%j falls back to the business zone',
    (location) => {
      expect(locationTimeZone(location)).toEqual({ zone: BUSINESS_TIME_ZONE, isKnown: false });
    },
  );

  it('names only zones the platform knows', () => {
    const zones = [
      'Asia/Shanghai',
      'America/Matamoros',
      'America/Ciudad_Juarez',
      BUSINESS_TIME_ZONE,
    ];
    for (const timeZone of zones) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    }
  });
});
