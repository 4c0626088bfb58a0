/**
 * Offset of the business time zone from UTC, in minutes (negative = behind UTC).
 * Mexico's Zona Centro has stayed on UTC−6 all year since it dropped DST in October 2022, so a
 * fixed offset is exact and keeps every rule independent of the machine's own zone.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = -360;
