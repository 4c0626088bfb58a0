import { toCents } from '@rumbo/domain';

/** An invoice a payment may pay, and what of the payment the person applies to it. */
export type ApplicationDraft = {
  invoice: string;
  code: string;
  balance: number;
  /** Blank (null) while typed or not applied. */
  amount: number | null;
  isChosen: boolean;
};

export type ApplicationProblem = 'notPositive' | 'overBalance' | null;

/** What is wrong with one application, as a catalogue key, or null. */
export function applicationProblem(application: ApplicationDraft): ApplicationProblem {
  if (!application.isChosen) return null;
  const cents = toCents(application.amount ?? 0);
  if (cents <= 0) return 'notPositive';
  return cents > toCents(application.balance) ? 'overBalance' : null;
}

/** The payment's amount: the sum of what is applied, in cents. */
export function appliedCents(applications: readonly ApplicationDraft[]): number {
  return applications
    .filter((application) => application.isChosen)
    .reduce((sum, application) => sum + toCents(application.amount ?? 0), 0);
}
