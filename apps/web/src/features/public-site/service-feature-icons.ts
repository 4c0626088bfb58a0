import {
  IconAddressBook,
  IconAlarm,
  IconBellRinging,
  IconBuildingBank,
  IconCalculator,
  IconCalendarEvent,
  IconCalendarStats,
  IconChartBar,
  IconDatabaseCog,
  IconDatabaseExport,
  IconDeviceMobile,
  IconFileInvoice,
  IconFolders,
  IconMailForward,
  IconPlugConnected,
  IconReceipt2,
  IconReportAnalytics,
  IconRoute,
  IconScale,
  IconScan,
  IconSearch,
  IconTable,
  IconWifiOff,
  IconWorldWww,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ServiceKey } from '#lib/paths.ts';

/**
 * Icons of each service's "Qué incluye" cards, in the order of the catalogue's `features` list
 * (icons are not text, so they live here rather than in the catalogue).
 */
export const serviceFeatureIcons: Record<ServiceKey, readonly TablerIcon[]> = {
  forwarders: [
    IconRoute,
    IconCalendarEvent,
    IconBellRinging,
    IconAddressBook,
    IconSearch,
    IconWifiOff,
  ],
  'ia-excel': [
    IconTable,
    IconCalculator,
    IconReportAnalytics,
    IconScan,
    IconScale,
    IconDatabaseCog,
  ],
  automatizacion: [
    IconMailForward,
    IconAlarm,
    IconFileInvoice,
    IconBuildingBank,
    IconFolders,
    IconCalendarStats,
  ],
  'software-a-medida': [
    IconWorldWww,
    IconReceipt2,
    IconPlugConnected,
    IconDeviceMobile,
    IconChartBar,
    IconDatabaseExport,
  ],
};
