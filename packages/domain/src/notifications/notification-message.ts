import { milestoneLabel } from '../milestones/milestone-key.ts';

/**
 * The line shown for a notification (SPEC §2).
 *
 * @example notificationMessage('portOfLoadDeparture') // 'Provide actual date for POL departure (overdue)'
 */
export function notificationMessage(milestone: string): string {
  return `Provide actual date for ${milestoneLabel(milestone)} (overdue)`;
}
