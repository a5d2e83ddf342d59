import { defineCoreText } from '../../i18n/core-text.ts';
import '../doctor-editor/doctor-editor.core-text.ts';

/** Hindi for the schedule and holiday screens' toasts (keyed by their English, as core's messages are). */
defineCoreText({
  'Schedule Saved Successfully': 'समय-सारणी सफलतापूर्वक सहेजी गई',
  'Holidays Saved Successfully': 'छुट्टियाँ सफलतापूर्वक सहेजी गईं',
  'Unable to load the doctor. Please try again': 'डॉक्टर लोड नहीं हो सका। कृपया फिर से प्रयास करें',
  'Saved; some appointments could not be changed': 'सहेजा गया; कुछ अपॉइंटमेंट बदले नहीं जा सके',
});
