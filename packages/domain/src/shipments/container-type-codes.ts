/** Common ISO 6346 size-type codes and what forwarders call them. */
export const CONTAINER_TYPE_CODES: readonly { code: string; label: string }[] = [
  { code: '22G1', label: "20' dry" },
  { code: '42G1', label: "40' dry" },
  { code: '45G1', label: "40' high cube" },
  { code: 'L5G1', label: "45' high cube" },
  { code: '22R1', label: "20' reefer" },
  { code: '45R1', label: "40' reefer high cube" },
  { code: '22U1', label: "20' open top" },
  { code: '42U1', label: "40' open top" },
  { code: '22P1', label: "20' flat rack" },
  { code: '42P1', label: "40' flat rack" },
  { code: '22T1', label: "20' tank" },
];

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
