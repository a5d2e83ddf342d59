import { defineText } from '../../i18n/define-text.ts';

/** The guard's own words while it checks the user's access. */
export const guardText = defineText('guard', { loadingAccess: 'Loading your access' }, { loadingAccess: 'आपकी अनुमति लोड हो रही है' });
