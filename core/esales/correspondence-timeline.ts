import { formatIndiaDateTime, formatIndiaDay } from '../shared/india-time.ts';
import { callbackDay } from './correspondence.ts';

/** One correspondence of a case as read (spec 2 §3 "Correspondence read"). */
export interface CaseCorrespondence {
  readonly id: number;
  /** ISO instant. */
  readonly createdOn: string;
  readonly callTypeValue: string | null;
  readonly callStatusValue: string | null;
  readonly comment: string | null;
  /** rC_Blob: JSON text with uicnumber and callbackdate. */
  readonly note: string | null;
}

/** One entry of the Show Correspondence timeline, as text. */
export interface CorrespondenceEntry {
  readonly id: number;
  readonly when: string;
  readonly title: string;
  readonly uicNumber: string | null;
  /** The callback day as the lists write dates ("Nov 25 2026"), or null when none was asked for. */
  readonly callback: string | null;
  readonly comment: string | null;
}

function noteOf(text: string | null): { uicnumber?: unknown; callbackdate?: unknown } {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    // A note that is not JSON (masked or legacy text) shows no UIC or callback rather than failing the timeline.
    return {};
  }
}

/** The Show Correspondence timeline: newest first, each with its call, UIC number and callback day. */
export function correspondenceTimeline(items: readonly CaseCorrespondence[]): CorrespondenceEntry[] {
  return [...items]
    .sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn) || b.id - a.id)
    .map((c) => {
      const note = noteOf(c.note);
      const day = callbackDay(typeof note.callbackdate === 'string' ? note.callbackdate : null);
      return {
        id: c.id,
        when: formatIndiaDateTime(new Date(c.createdOn)),
        title: [c.callTypeValue, c.callStatusValue].filter((p): p is string => !!p && p.trim() !== '').join(' · ') || 'Call',
        uicNumber: typeof note.uicnumber === 'string' && note.uicnumber.trim() !== '' ? note.uicnumber : null,
        callback: day ? formatIndiaDay(day) : null,
        comment: c.comment && c.comment.trim() !== '' ? c.comment : null,
      };
    });
}
