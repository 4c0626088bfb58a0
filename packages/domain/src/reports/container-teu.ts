import { containerTypeForAlias, isContainerTypeCode } from '../shipments/container-type-codes.ts';
import { recordText } from '../shipments/shipment-record-fields.ts';

/** TEU by the ISO 6346 length character (freight-domain §3.6): 20 ft = 1, 40 ft and 45 ft = 2. */
const TEU_BY_LENGTH: Readonly<Record<string, number>> = { '2': 1, '4': 2, L: 2 };

/**
 * The twenty-foot equivalent of one container type: an ISO 6346 size-type code (`22G1`,
 * `45R1`, `L5G1`) or a trade name standing for one (`40HC`). Other lengths (10, 30, 48 ft …)
 * and unreadable or missing types count 1: a box is at least one TEU, and counting it keeps
 * the total closer than leaving it out.
 */
export function containerTeu(type: string): number {
  const written = type.replace(/\s+/g, '').toUpperCase();
  const code = isContainerTypeCode(written) ? written : containerTypeForAlias(written);
  return (code && TEU_BY_LENGTH[code.charAt(0)]) || 1;
}

/**
 * TEU of an ocean shipment's `containersList`; a container without a type of its own takes
 * the shipment's `containerType`. Items that are not objects are not containers.
 */
export function containersTeu(containers: unknown, shipmentType: unknown): number {
  if (!Array.isArray(containers)) return 0;
  const fallback = recordText(shipmentType);
  let teu = 0;
  for (const container of containers) {
    if (typeof container !== 'object' || container === null) continue;
    const type = recordText((container as Record<string, unknown>).type) || fallback;
    teu += containerTeu(type);
  }
  return teu;
}
