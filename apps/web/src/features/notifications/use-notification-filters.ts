import { useSearchParams } from 'react-router';
import {
  readNotificationFilters,
  writeNotificationFilters,
  type NotificationFilters,
} from './notification-filters.ts';

/** The notifications page's filters, kept in the URL so links can pre-filter it and reloads keep it. */
export function useNotificationFilters(): [
  NotificationFilters,
  (change: Partial<NotificationFilters>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readNotificationFilters(searchParams);
  const setFilters = (change: Partial<NotificationFilters>) =>
    setSearchParams((current) => writeNotificationFilters({ ...filters, ...change }, current), {
      replace: true,
    });
  return [filters, setFilters];
}
