import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerCompany } from '#data/partners/partner-companies-query.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { PartnerEditor } from './partner-editor.tsx';

export type PartnerDrawerProps = {
  /** `new`, a partner's id, or null when closed. */
  open: string | null;
  companies: readonly PartnerCompany[] | null;
  companyId: string | null;
  userId: string;
  onClose: () => void;
};

const COMPACT_QUERY = '(max-width: 860px)';

/**
 * The partner editor in a side drawer, driven by `?open=`. Closing (button, Escape, overlay)
 * asks first when there are unsaved changes.
 */
export function PartnerDrawer(props: PartnerDrawerProps) {
  const { t } = useTranslation();
  const isCompact = useMediaQuery(COMPACT_QUERY) ?? false;
  const isDirty = useRef(false);
  const { onClose } = props;
  const close = useCallback(() => {
    isDirty.current = false;
    onClose();
  }, [onClose]);
  const requestClose = async () => {
    if (isDirty.current) {
      const confirmed = await confirmAction({
        message: t('partners.unsaved.message'),
        confirmLabel: t('partners.unsaved.discard'),
        cancelLabel: t('partners.unsaved.keep'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    close();
  };
  const handleDirtyChange = useCallback((dirty: boolean) => {
    isDirty.current = dirty;
  }, []);
  const isNew = props.open === 'new';
  return (
    <Drawer
      opened={props.open !== null}
      onClose={() => void requestClose()}
      position="right"
      size={isCompact ? '100%' : 'min(760px, 94vw)'}
      padding={isCompact ? 'sm' : 'lg'}
      title={t(isNew ? 'partners.form.newTitle' : 'partners.form.editTitle')}
      closeButtonProps={{ 'aria-label': t('partners.form.close') }}
    >
      {props.open !== null && (
        <PartnerEditor
          key={props.open}
          open={props.open}
          companies={props.companies}
          companyId={props.companyId}
          userId={props.userId}
          onDirtyChange={handleDirtyChange}
          onCancel={() => void requestClose()}
          onDone={close}
        />
      )}
    </Drawer>
  );
}
