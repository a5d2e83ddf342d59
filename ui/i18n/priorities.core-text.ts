import { defineCoreText } from './core-text.ts';

/** The priorities core names (core/appointments/priorities.ts), shown on the lab desk and the history page. */
defineCoreText({
  NONE: 'कोई नहीं',
  URGENT: 'अत्यावश्यक',
  HNI: 'HNI',
  SHNI: 'SHNI',
  'URGENT+SHNI': 'अत्यावश्यक+SHNI',
  'HNI+SHNI': 'HNI+SHNI',
  'URGENT+HNI+SHNI': 'अत्यावश्यक+HNI+SHNI',
});
