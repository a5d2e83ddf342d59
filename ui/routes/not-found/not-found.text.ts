import { defineText } from '../../i18n/define-text.ts';

/** The page for an address the portal does not have. */
export const notFoundText = defineText(
  'not-found',
  { title: 'Page not found', hint: 'There is no page at this address.', home: 'Go to the home page' },
  { title: 'पेज नहीं मिला', hint: 'इस पते पर कोई पेज नहीं है।', home: 'होम पेज पर जाएँ' },
);
