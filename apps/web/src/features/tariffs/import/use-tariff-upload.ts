import {
  diffTariffs,
  parseTariffSheetRows,
  todayInBusinessTime,
  type TariffDiff,
  type TariffSheetError,
  type TariffsRecord,
} from '@rumbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRecordId } from '#data/common/record-id.ts';
import { syncStatusStore } from '#data/sync/sync-status-store.ts';
import { showToast } from '#ui/toast.ts';
import { TARIFFS_QUERY_KEY } from '#data/tariffs/tariffs-query.ts';
import { sdkTariffWriter } from '#data/tariffs/sdk-tariff-writer.ts';
import { publishTariffChanges, type TariffPublishOutcome } from './publish-tariff-changes.ts';
import { readTariffWorkbook } from './read-tariff-workbook.ts';
import {
  tariffPlanSize,
  tariffPublishPlan,
  type TariffPublishPlan,
} from './tariff-publish-plan.ts';

type Checked = { diff: TariffDiff; plan: TariffPublishPlan };

export type TariffUploadState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'fileError'; reason: 'unreadable' | 'empty' }
  | { step: 'refused'; errors: TariffSheetError[] }
  | ({ step: 'checked'; isOffline: boolean } & Checked)
  | ({ step: 'publishing'; done: number; total: number } & Checked)
  | ({
      step: 'failed';
      outcome: Extract<TariffPublishOutcome, { ok: false }>;
      message: string;
    } & Checked);

/**
 * An upload from file to published rates: the file is read and every row checked; a file with
 * any problem is refused whole. A sound one is compared with the company's current lines, and
 * publishing writes the differences straight to the server, undoing them all if one fails.
 */
export function useTariffUpload() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TariffUploadState>({ step: 'idle' });

  const check = async (file: File | null, currentLines: readonly TariffsRecord[]) => {
    if (!file) return setState({ step: 'idle' });
    setState({ step: 'reading' });
    const read = await readTariffWorkbook(await file.arrayBuffer(), t('tariffImport.sheetName'));
    if (read.kind === 'unreadable') return setState({ step: 'fileError', reason: 'unreadable' });
    const parse = parseTariffSheetRows(read.rows);
    if (parse.errors.length > 0) return setState({ step: 'refused', errors: parse.errors });
    if (parse.drafts.length === 0) return setState({ step: 'fileError', reason: 'empty' });
    const today = todayInBusinessTime(new Date());
    const diff = diffTariffs(
      currentLines,
      parse.drafts.map((line) => line.draft),
      today,
    );
    setState({
      step: 'checked',
      isOffline: false,
      diff,
      plan: tariffPublishPlan(diff, newRecordId),
    });
  };

  /** Publishes a checked file; resolves true when every change was written. */
  const publish = async (who: { companyId: string; userId: string }): Promise<boolean> => {
    if (state.step !== 'checked') return false;
    const { diff, plan } = state;
    if (!navigator.onLine || !syncStatusStore.getSnapshot().isOnline) {
      setState({ ...state, isOffline: true });
      return false;
    }
    const total = tariffPlanSize(plan);
    setState({ step: 'publishing', diff, plan, done: 0, total });
    const outcome = await publishTariffChanges({
      plan,
      writer: sdkTariffWriter(who),
      onProgress: (done) => setState({ step: 'publishing', diff, plan, done, total }),
    });
    void queryClient.invalidateQueries({ queryKey: TARIFFS_QUERY_KEY });
    if (!outcome.ok) {
      setState({ step: 'failed', diff, plan, outcome, message: failureText(outcome.error) });
      return false;
    }
    showToast({
      message: t('tariffImport.published', { created: outcome.created, updated: outcome.updated }),
      tone: 'success',
    });
    setState({ step: 'idle' });
    return true;
  };

  function failureText(error: unknown): string {
    if (error instanceof ClientResponseError && (error.status === 0 || error.status >= 500))
      return t('tariffImport.serverAway');
    return error instanceof Error ? error.message : String(error);
  }

  return { state, check, publish, reset: () => setState({ step: 'idle' }) };
}
