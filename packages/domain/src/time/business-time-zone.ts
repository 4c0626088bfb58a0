/**
 * Offset of the business time zone from UTC, in minutes (negative = behind UTC).
 * Mexico's Zona Centro has stayed on UTC−6 all year since it dropped DST in October 2022, so a
 * fixed offset is exact and keeps every rule independent of the machine's own zone.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = -360;

/**
 * The same zone as an IANA name, for `Intl` (ADR 006): POSIX signs are reversed, so `Etc/GMT+6`
 * is six hours behind UTC, all year. `America/Mexico_City` reads the same today but carries the
 * summer time Mexico kept until 2022, which would move older dates by an hour.
 */
export const BUSINESS_TIME_ZONE = 'Etc/GMT+6';
