import { defineCoreText } from '../../i18n/core-text.ts';

/** Hindi for core's words on the e-sales history page: its pseudo-status, the channels, the DND mark and the failed load. */
defineCoreText({
  Esales: 'ई-सेल्स',
  'From Esales': 'ई-सेल्स से',
  'DO NOT DISTURB': 'परेशान न करें',
  'Something went wrong. Please try again later': 'कुछ गलत हो गया। कृपया बाद में फिर से प्रयास करें',
  SMS: 'एसएमएस',
  Email: 'ईमेल',
  WhatsApp: 'व्हाट्सऐप',
  Call: 'कॉल',
  Others: 'अन्य',
});
