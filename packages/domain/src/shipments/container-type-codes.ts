/**
 * The ISO 6346 size-type codes (1995 scheme) forwarders book most (freight-domain §3.6), in the
 * order a booking form offers them. What each is called is the catalogue's business.
 */
export const CONTAINER_TYPE_CODES = [
  '22G1', // 20' dry
  '42G1', // 40' dry
  '45G1', // 40' high cube dry
  'L5G1', // 45' high cube dry
  '22R1', // 20' reefer
  '42R1', // 40' reefer
  '45R1', // 40' high cube reefer
  '22U1', // 20' open top
  '42U1', // 40' open top
  '22P1', // 20' flat rack
  '42P1', // 40' flat rack
  '45P3', // 40' high cube flat rack, folding ends
  '22T1', // 20' tank
] as const;

export type ContainerTypeCode = (typeof CONTAINER_TYPE_CODES)[number];

/** Trade names typed instead of the code, with the code they usually mean. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  '20DV': '22G1',
  '20GP': '22G1',
  '20DC': '22G1',
  '20ST': '22G1',
  '40DV': '42G1',
  '40GP': '42G1',
  '40DC': '42G1',
  '40ST': '42G1',
  '40HC': '45G1',
  '40HQ': '45G1',
  '45HC': 'L5G1',
  '20RF': '22R1',
  '20RE': '22R1',
  '40RF': '45R1',
  '40RH': '45R1',
  '40HR': '45R1',
  '20OT': '22U1',
  '40OT': '42U1',
  '20FR': '22P1',
  '40FR': '42P1',
  '20TK': '22T1',
};

/** Length and height characters, a type group letter (ISO 6346:1995 groups) and a digit. */
const SIZE_TYPE_PATTERN = /^[1-9A-P][0-9A-Z][GVBSRHUPTAK][0-9]$/;

/** True for a code in the layout of ISO 6346 size-type codes (`22G1`, `L5G1`). */
export function isContainerTypeCode(code: string): boolean {
  return SIZE_TYPE_PATTERN.test(code);
}

/** The size-type code a trade name such as `40HC` usually means, or undefined. */
export function containerTypeForAlias(name: string): string | undefined {
  return TYPE_ALIASES[name.replace(/[\s'-]+/g, '').toUpperCase()];
}
