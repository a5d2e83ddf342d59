import { isDraft } from './qc.ts';
import type { QcStatus } from './doctor-catalogue.ts';

/**
 * The Schedule screen's QC rule (spec 3 §4.2): a draft doctor who has slots is sent to QC
 * (InProgress) with the schedule, and the button reads "Submit to QC"; otherwise it reads "Save".
 * QC is always enabled on this server, so the spec's "QC enabled" condition always holds.
 */
export function scheduleSubmitsToQc(status: QcStatus | null, activeSlots: number): boolean {
  return isDraft(status) && activeSlots > 0;
}

/** The Schedule screen's primary button. */
export function scheduleSaveLabel(status: QcStatus | null, activeSlots: number): 'Submit to QC' | 'Save' {
  return scheduleSubmitsToQc(status, activeSlots) ? 'Submit to QC' : 'Save';
}
