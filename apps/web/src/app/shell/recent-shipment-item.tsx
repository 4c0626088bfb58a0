import { CloseButton, Group, NavLink, Tooltip } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  closeShipment,
  type OpenShipmentEntry,
} from '#data/open-shipments/open-shipments-store.ts';
import { paths } from '#lib/paths.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { ShipmentModeIcon } from './shipment-mode-icon.tsx';
import classes from './recent-shipment-item.module.css';

export type RecentShipmentItemProps = {
  entry: OpenShipmentEntry;
  isCollapsed: boolean;
  isDisabled: boolean;
  onNavigate?: () => void;
};

/** One open shipment: a link that reopens it and a close button that asks when unsaved. */
export function RecentShipmentItem({
  entry,
  isCollapsed,
  isDisabled,
  onNavigate,
}: RecentShipmentItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const to = paths.dashboard.shipments(entry.mode, { open: entry.id });
  const isActive =
    pathname === paths.dashboard.shipments(entry.mode) && searchParams.get('open') === entry.id;

  const handleClose = async () => {
    if (entry.dirty) {
      const confirmed = await confirmAction({
        message: t('shell.unsavedChanges'),
        confirmLabel: t('shell.closeWithoutSaving'),
        cancelLabel: t('shell.keepEditing'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    closeShipment(entry.id);
    // The screen showing it drops it too, so the sidebar and the screen agree.
    if (isActive) navigate(paths.dashboard.shipments(entry.mode), { replace: true });
  };

  const unsaved = entry.dirty ? (
    <span
      className={classes.unsaved}
      role="img"
      aria-label={t('shell.unsavedIndicator')}
      title={t('shell.unsavedIndicator')}
    />
  ) : undefined;
  const common = {
    active: isActive,
    'aria-current': isActive ? ('page' as const) : undefined,
    label: isCollapsed ? undefined : entry.reference,
    // Long references end in an ellipsis; the tooltip-like title keeps the whole text.
    noWrap: true,
    title: isCollapsed ? undefined : entry.reference,
    'aria-label': isCollapsed ? entry.reference : undefined,
    leftSection: <ShipmentModeIcon mode={entry.mode} />,
    rightSection: isCollapsed ? undefined : unsaved,
    className: classes.link,
    'data-shipment': entry.id,
  };
  const link = isDisabled ? (
    <NavLink {...common} component="a" role="link" aria-disabled disabled />
  ) : (
    <NavLink {...common} component={Link} to={to} onClick={onNavigate} />
  );
  if (isCollapsed) {
    return (
      <Tooltip label={entry.reference} position="right" withArrow>
        {link}
      </Tooltip>
    );
  }
  return (
    <Group gap={2} wrap="nowrap" className={classes.row}>
      {link}
      <CloseButton
        size="sm"
        aria-label={t('shell.closeShipment', { reference: entry.reference })}
        onClick={handleClose}
      />
    </Group>
  );
}
