import { defineText } from '../../i18n/define-text.ts';

/** The breach badge beside a tab's count, and the toggle that shows only those rows (spec 1 §4 wording). */
export const PAST_SLA_TEXT = defineText(
  'pastSla',
  {
    badge: '{{n}} past SLA',
    badgeName: '{{n}} requests past their SLA',
    priorityCases: 'Priority Cases',
    totalCases: 'Total Cases',
    casesShown: 'Cases shown',
  },
  {
    badge: '{{n}} SLA से बाहर',
    badgeName: '{{n}} अनुरोध अपनी SLA समय-सीमा पार कर चुके हैं',
    priorityCases: 'प्राथमिकता वाले केस',
    totalCases: 'कुल केस',
    casesShown: 'दिखाए गए केस',
  },
);
