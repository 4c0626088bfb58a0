import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#ui/toast.ts';
import { buildPartnersTemplate } from './build-partners-template.ts';
import { downloadFile } from '#ui/download-file.ts';

const INSTRUCTION_KEYS = [
  'title',
  'rows',
  'rol',
  'tipo',
  'name',
  'rfc',
  'direccion',
  'contacts',
  'allOrNothing',
] as const;

/** Builds the import template, instructions sheet included, and downloads it. */
export function useTemplateDownload() {
  const { t } = useTranslation();
  const [isBuilding, setBuilding] = useState(false);
  const download = async () => {
    setBuilding(true);
    try {
      const blob = await buildPartnersTemplate({
        sheetName: t('partners.import.templateSheet'),
        instructionsSheetName: t('partners.import.instructionsSheet'),
        instructions: INSTRUCTION_KEYS.map((key) => t(`partners.import.instructions.${key}`)),
      });
      downloadFile(blob, t('partners.import.templateFile'));
    } catch (error) {
      console.warn('The template could not be built.', error);
      showToast({ message: t('partners.export.failed'), tone: 'error' });
    } finally {
      setBuilding(false);
    }
  };
  return { isBuilding, download };
}
