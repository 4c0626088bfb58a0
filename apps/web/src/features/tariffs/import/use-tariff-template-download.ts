import { todayInBusinessTime } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '#ui/download-file.ts';
import { showToast } from '#ui/toast.ts';
import { buildTariffTemplate } from './build-tariff-template.ts';

const INSTRUCTION_KEYS = [
  'title',
  'rows',
  'required',
  'places',
  'basis',
  'amounts',
  'breaks',
  'dates',
  'identity',
  'allOrNothing',
] as const;

/** Builds the tariff template, instructions sheet included, and downloads it. */
export function useTariffTemplateDownload() {
  const { t } = useTranslation();
  const [isBuilding, setBuilding] = useState(false);
  const download = async () => {
    setBuilding(true);
    try {
      const blob = await buildTariffTemplate({
        sheetName: t('tariffImport.sheetName'),
        instructionsSheetName: t('tariffImport.instructionsSheet'),
        instructions: INSTRUCTION_KEYS.map((key) => t(`tariffImport.instructions.${key}`)),
        today: todayInBusinessTime(new Date()),
      });
      downloadFile(blob, t('tariffImport.templateFile'));
    } catch (error) {
      console.warn('The tariff template could not be built.', error);
      showToast({ message: t('tariffImport.templateFailed'), tone: 'error' });
    } finally {
      setBuilding(false);
    }
  };
  return { isBuilding, download };
}
