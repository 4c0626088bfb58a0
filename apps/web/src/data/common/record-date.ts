/** A time in the record server's layout, `YYYY-MM-DD HH:MM:SS.mmmZ`, so local and remote dates sort together. */
export function toRecordDate(date: Date): string {
  return date.toISOString().replace('T', ' ');
}
