import { defineText } from '../../i18n/define-text.ts';

/** The live lists' banner (issue 16). */
export const liveBannerText = defineText(
  'liveBanner',
  {
    changedOne: '1 appointment changed — refresh',
    changedMany: '{{count}} appointments changed — refresh',
    refresh: 'Refresh',
  },
  {
    changedOne: '1 अपॉइंटमेंट बदला — रीफ़्रेश करें',
    changedMany: '{{count}} अपॉइंटमेंट बदले — रीफ़्रेश करें',
    refresh: 'रीफ़्रेश करें',
  },
);
