import { defineText } from '../../i18n/define-text.ts';

/** The stand-in for a screen of a later issue. */
export const placeholderText = defineText(
  'placeholder',
  { notBuiltYet: 'This screen is not built yet: it arrives with a later issue.' },
  { notBuiltYet: 'यह स्क्रीन अभी बनी नहीं है: यह किसी बाद के चरण में आएगी।' },
);
