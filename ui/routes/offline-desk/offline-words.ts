import { translateCore } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import './offline-desk.core-text.ts';
import { offlineText } from './offline-desk.text.ts';

const UNIT_KEY = { Month: ['month', 'months'], Day: ['day', 'days'], Hour: ['hour', 'hours'] } as const;

/** Core's "1 Day 2 Hours" in the current language, piece by piece. */
export function pendingDurationText(duration: string): string {
  return duration.replace(/(\d+) (Month|Day|Hour)s?/g, (_all, n: string, unit: keyof typeof UNIT_KEY) =>
    translate(offlineText, UNIT_KEY[unit][Number(n) === 1 ? 0 : 1], { n }),
  );
}

/** Why a button is disabled, as the server words it; the limit carries numbers, so it is matched, not looked up. */
export function disabledReasonText(reason: string): string {
  const limit = /^Reschedule limit reached \((\d+) of (\d+)\)$/.exec(reason);
  return limit ? translate(offlineText, 'rescheduleLimit', { used: limit[1]!, max: limit[2]! }) : translateCore(reason);
}

/** A search's problem from core; two carry numbers. */
export function searchProblemText(problem: string): string {
  const most = /^Search at most (\d+) ids at a time$/.exec(problem);
  if (most) return translate(offlineText, 'searchAtMost', { max: most[1]! });
  const name = /^Enter at least (\d+) characters of the name$/.exec(problem);
  return name ? translate(offlineText, 'searchNameLength', { min: name[1]! }) : translateCore(problem);
}

/** "Name: asha": the kind of search translated, what was typed kept. */
export function searchLabelText(label: string): string {
  const at = label.indexOf(': ');
  return at < 0 ? label : `${translateCore(label.slice(0, at))}${label.slice(at)}`;
}
