import { defineCoreText } from '../../i18n/core-text.ts';
import '../../i18n/priorities.core-text.ts';

/**
 * Hindi for what core and the server say on the request history page: the left column's labels,
 * the cards' fixed values, the timeline's empty states, the resend checks and the channels.
 */
defineCoreText({
  // core/history/timeline.ts
  'No correspondence recorded for this status': 'इस स्थिति के लिए कोई पत्राचार दर्ज नहीं है',
  'No Remarks': 'कोई टिप्पणी नहीं',
  'Communication history is not available': 'संचार इतिहास उपलब्ध नहीं है',
  'Unable to send': 'भेजा नहीं जा सका',
  'DO NOT DISTURB': 'परेशान न करें',
  'Message sent again': 'संदेश फिर से भेजा गया',
  'Something went wrong. Please try again later': 'कुछ गलत हो गया। कृपया बाद में फिर से प्रयास करें',
  'This request is not available': 'यह अनुरोध उपलब्ध नहीं है',
  'No contact of this request can receive this message': 'इस अनुरोध का कोई भी संपर्क यह संदेश प्राप्त नहीं कर सकता',
  // core/history/resend.ts, resend-recipients.ts
  'Resend limit reached: at most {max} resends of a request an hour. Try again in {minutes} min':
    'फिर से भेजने की सीमा पूरी हो गई: एक अनुरोध के लिए एक घंटे में अधिकतम {max} बार। {minutes} मिनट बाद फिर से प्रयास करें',
  // core/history/resend.ts
  'Enter a valid e-mail address': 'मान्य ई-मेल पता दर्ज करें',
  'Enter a valid 10-digit mobile number': 'मान्य 10 अंकों का मोबाइल नंबर दर्ज करें',
  'A {channel} message cannot be resent': '{channel} संदेश फिर से नहीं भेजा जा सकता',
  "Not a contact of this request: a message can only be resent to the request's own e-mail or mobile":
    'यह इस अनुरोध का संपर्क नहीं है: संदेश केवल अनुरोध के अपने ई-मेल या मोबाइल पर फिर से भेजा जा सकता है',
  // core/history/history-page.ts, source-label.ts, visit-type.ts
  Paid: 'भुगतान किया गया',
  Sponsored: 'प्रायोजित',
  Premium: 'प्रीमियम',
  'Non Premium': 'नॉन प्रीमियम',
  Yes: 'हाँ',
  No: 'नहीं',
  '{source} | EDW File': '{source} | EDW फ़ाइल',
  '{source} | API': '{source} | API',
  'EDW File': 'EDW फ़ाइल',
  API: 'API',
  'Home Visit': 'होम विज़िट',
  'Center Visit': 'सेंटर विज़िट',
  // the cards' fixed values: genders, the unknown age, fitness, priorities
  M: 'पु',
  F: 'म',
  NA: 'लागू नहीं',
  Fit: 'फ़िट',
  Unfit: 'अनफ़िट',
  // channels (core/history/communication-counts.ts)
  SMS: 'एसएमएस',
  Email: 'ईमेल',
  WhatsApp: 'व्हाट्सऐप',
  Call: 'कॉल',
  Others: 'अन्य',
});
