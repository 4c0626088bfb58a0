/**
 * Maximum sizes of the product's fields (decision 023), chosen for real freight data: a
 * reference or a code is short, a name or an address is a line or two, notes and comments may
 * be long. Text limits count characters, JSON limits the bytes of the serialised value, as
 * PocketBase's `max` and `maxSize` options do.
 */
export const FIELD_LIMITS = {
  /** Booking, BL, AWB, container and HS codes, flight and voyage numbers, statuses. */
  code: 100,
  /** Names of people, companies, carriers, vessels; places and addresses. */
  line: 300,
  /** Free notes a person writes about a shipment or a tariff. */
  longText: 10_000,
  /** The web app's whole shipment object (demo shipments are about 3 KB). */
  largestJson: 512 * 1024,
  /** Sub-lists that can grow with a long shipment: comments, containers, cost rows. */
  listJson: 128 * 1024,
  /** Short sub-lists: documents, activity states, itinerary legs, contacts, tariff breaks. */
  smallJson: 64 * 1024,
} as const;
