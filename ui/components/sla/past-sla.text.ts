import { defineText, type TextCatalogue, type Translate } from '../../i18n/define-text.ts';
import { formatNumber } from '../../i18n/format.ts';

/** The breach badge beside a tab's count, and the toggle that shows only those rows (spec 1 §4 wording). */
export const PAST_SLA_TEXT = defineText(
  'pastSla',
  {
    badge: '{{n}} past SLA',
    badgeNameOne: '{{n}} request past its SLA',
    badgeName: '{{n}} requests past their SLA',
    priorityCases: 'Priority Cases',
    totalCases: 'Total Cases',
    casesShown: 'Cases shown',
  },
  {
    badge: '{{n}} SLA से बाहर',
    badgeNameOne: '{{n}} अनुरोध अपनी SLA समय-सीमा पार कर चुका है',
    badgeName: '{{n}} अनुरोध अपनी SLA समय-सीमा पार कर चुके हैं',
    priorityCases: 'प्राथमिकता वाले केस',
    totalCases: 'कुल केस',
    casesShown: 'दिखाए गए केस',
  },
);

type PastSlaKey = typeof PAST_SLA_TEXT extends TextCatalogue<infer K> ? K : never;

/**
 * What a screen reader hears for the badge: one request reads in the singular ("1 request past its
 * SLA", not "1 requests past their SLA"), in either language (issue 32).
 */
export function pastSlaName(t: Translate<PastSlaKey>, count: number): string {
  return t(count === 1 ? 'badgeNameOne' : 'badgeName', { n: formatNumber(count) });
}
