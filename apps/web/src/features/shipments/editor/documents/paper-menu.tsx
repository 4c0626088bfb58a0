import { Button, Menu } from '@mantine/core';
import { templatesOf, type DocumentTemplate } from '@rumbo/domain';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentCollection } from '#data/common/shipment-collection.ts';
import type { StoredRecord } from '#data/repository/repository-types.ts';
import { PaperDialog } from './paper-dialog.tsx';

export type PaperMenuProps = {
  collection: ShipmentCollection;
  shipmentId: string;
  canReachServer: boolean;
  canSave: boolean;
  isDirty: boolean;
  onSaveFirst: () => void;
  onServerChange: (record: StoredRecord) => void;
  /** The form's label of a record field, for what an original lacks. */
  fieldLabel: (field: string) => string;
};

/** "Generate document": the papers this shipment's mode produces, each opened in a preview. */
export function PaperMenu(props: PaperMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<DocumentTemplate | null>(null);
  const templates = templatesOf(props.collection) ?? [];
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconFileText size={16} aria-hidden />}>
            {t('shipmentEditor.papers.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('shipmentEditor.papers.menuLabel')}>
          {templates.map((template) => (
            <Menu.Item key={template} onClick={() => setOpen(template)}>
              {t(`shipmentEditor.papers.titles.${template}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {open && <PaperDialog {...props} template={open} onClose={() => setOpen(null)} />}
    </>
  );
}
