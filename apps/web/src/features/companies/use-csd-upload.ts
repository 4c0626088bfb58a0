import { formatBusinessDay, type CompaniesRecord } from '@rumbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANIES_KEY, companyRecordQuery } from '#data/companies/companies-query.ts';
import { csdRefusals, uploadCsd, type CsdUploadField } from '#data/companies/upload-csd.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { showToast } from '#ui/toast.ts';
import { csdRefusalText } from './csd-refusal-text.ts';

/** The files of an upload being prepared; the password is held by the input alone until sent. */
export type CsdFiles = { certificate: File | null; key: File | null };

/**
 * Uploading the company's CSD: the server's refusals by field in the person's language, any other
 * failure as one message, and on success the company's cache entry replaced with the answer (so
 * the CSD's number and dates show at once). The password is handed over once and kept nowhere:
 * not in the hook's state, nor in a mutation's variables.
 */
export function useCsdUpload(companyId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isSending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<CsdUploadField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (files: CsdFiles, password: string): Promise<CompaniesRecord | null> => {
    setErrors({});
    setFailure(null);
    if (!files.certificate || !files.key || password === '') {
      setFailure(t('companies.csd.needFiles'));
      return null;
    }
    setSending(true);
    try {
      const upload = { certificate: files.certificate, key: files.key, password };
      const saved = await uploadCsd(companyId, upload);
      queryClient.setQueryData(companyRecordQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [COMPANIES_KEY] });
      const date = formatBusinessDay(saved.csdValidTo);
      showToast({
        message: t('companies.csd.uploaded', { number: saved.csdNumber, date }),
        tone: 'success',
      });
      return saved;
    } catch (error) {
      const refusals = csdRefusals(error);
      if (!refusals) setFailure(t('companies.csd.failed', { message: serverErrorText(error) }));
      else
        setErrors(
          Object.fromEntries(
            Object.entries(refusals).map(([field, refusal]) => [
              field,
              csdRefusalText(t, refusal, formatBusinessDay),
            ]),
          ),
        );
      return null;
    } finally {
      setSending(false);
    }
  };

  return { send, isSending, errors, failure };
}
