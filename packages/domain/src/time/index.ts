// The domain's time rules, as the package exports them (see ../index.ts).
export { BUSINESS_TIME_ZONE, BUSINESS_UTC_OFFSET_MINUTES } from './business-time-zone.ts';
export { toWallTimeInput } from './wall-time-input.ts';
export { toDate, type DateInput } from './to-date.ts';
export { requireDate } from './require-date.ts';
export { addWorkingHours, type AddWorkingHoursInput } from './add-working-hours.ts';
