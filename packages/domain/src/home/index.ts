// The dashboard home's rules, as the package exports them (see ../index.ts).
export type { HomeShipment } from './home-shipment.ts';
export { countOpenShipments } from './count-open-shipments.ts';
export {
  countOverdueMilestones,
  type CountOverdueMilestonesInput,
  type OverdueCounts,
} from './count-overdue-milestones.ts';
export { upcomingWeek, type DayRange } from './upcoming-week.ts';
export {
  movementsInWeek,
  shipmentMovements,
  weekMovements,
  type MovementKind,
  type ShipmentMovement,
  type WeekMovement,
} from './week-movements.ts';
export { byLatestUpdate, recentChanges } from './recent-changes.ts';
export { shipmentRoute, type ShipmentRoute } from './shipment-route.ts';
export {
  homeRecentRow,
  homeShipmentRow,
  updatedByName,
  type HomeRecentRow,
  type HomeShipmentRow,
} from './home-shipment-row.ts';
export {
  HOME_WEEK_LIMIT,
  RECENT_CHANGES_LIMIT,
  homeEntry,
  homeFigures,
  homeWeek,
  type HomeEntry,
  type HomeFigures,
  type HomeFiguresOptions,
  type HomeMovement,
} from './home-figures.ts';
