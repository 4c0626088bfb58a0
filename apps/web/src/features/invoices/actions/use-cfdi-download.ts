import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { fetchCfdiXml, type CfdiOwner } from '#data/invoices/invoice-documents.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { downloadFile } from '#ui/download-file.ts';
import { showToast } from '#ui/toast.ts';

/** Saves a CFDI's XML (an invoice's or a payment complement's) as the server keeps it. */
export function useCfdiDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (owner: CfdiOwner, id: string, name: string) => {
    setBusy(id);
    try {
      const xml = await fetchCfdiXml(owner, id);
      downloadFile(xml, `${name}.xml`);
    } catch (error) {
      showToast({
        tone: 'error',
        message: isServerUnreachable(error)
          ? t('invoiceActions.xml.offline')
          : t('invoiceActions.xml.failed', { message: serverErrorText(error) }),
      });
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    download: (owner: CfdiOwner, id: string, name: string) => void download(owner, id, name),
  };
}
