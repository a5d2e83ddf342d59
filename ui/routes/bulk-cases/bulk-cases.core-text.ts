import { defineCoreText } from '../../i18n/core-text.ts';

/** Hindi for what core and the server say about a bulk upload: its file rules, failures and row reasons. */
defineCoreText({
  'File is not an excel or is corrupted': 'फ़ाइल एक्सेल नहीं है या खराब है',
  'Unable to create order': 'ऑर्डर नहीं बन सका',
  'File is larger than 10 MB': 'फ़ाइल 10 MB से बड़ी है',
  'File has more than 10,000 rows': 'फ़ाइल में 10,000 से अधिक पंक्तियाँ हैं',
  'File has no rows under the header': 'फ़ाइल में शीर्षक के नीचे कोई पंक्ति नहीं है',
  'This column of the template is missing': 'टेम्पलेट का यह कॉलम मौजूद नहीं है',
  'Enter the date as YYYY-MM-DD': 'तारीख YYYY-MM-DD के रूप में दर्ज करें',
  'Longer than 200 characters': '200 अक्षरों से लंबा',
  'Name must be longer than 3 charecters': 'नाम 3 अक्षरों से लंबा होना चाहिए',
  'Unique ID cannot be blank': 'यूनिक आईडी खाली नहीं हो सकती',
  'Enter valid email address': 'मान्य ईमेल पता दर्ज करें',
  'Enter gender': 'लिंग दर्ज करें',
  'Enter correct phone number': 'सही फ़ोन नंबर दर्ज करें',
  'Annual Premium has to be a Number': 'वार्षिक प्रीमियम एक संख्या होनी चाहिए',
  'Date of birth cannot be in the future': 'जन्म तिथि भविष्य की नहीं हो सकती',
  'Something went wrong. Please try again later': 'कुछ गलत हो गया। कृपया बाद में फिर से प्रयास करें',
  'You are not Authorized for this action': 'आपको इस कार्य की अनुमति नहीं है',
});
