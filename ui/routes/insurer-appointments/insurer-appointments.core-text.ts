import { defineCoreText } from '../../i18n/core-text.ts';

/**
 * Hindi for what core and the server say on the insurer lists (All Appointments and the e-sales
 * queue share the search choices and the error advice): search kinds, search problems, list
 * errors and the Download Reports rules.
 */
defineCoreText({
  'Request/Esales Id': 'अनुरोध/ई-सेल्स आईडी',
  'Member Id': 'सदस्य आईडी',
  'Application No': 'आवेदन संख्या',
  Name: 'नाम',
  'Contact No': 'संपर्क नंबर',
  'Enter a numeric Request/Esales Id': 'संख्या में अनुरोध/ई-सेल्स आईडी दर्ज करें',
  'Enter a Member Id of at most 50 characters': 'अधिकतम 50 अक्षरों की सदस्य आईडी दर्ज करें',
  'Enter an Application No of at most 50 characters': 'अधिकतम 50 अक्षरों की आवेदन संख्या दर्ज करें',
  'Enter at least 3 characters of the name': 'नाम के कम से कम 3 अक्षर दर्ज करें',
  'Enter 3 to 15 digits of the contact number': 'संपर्क नंबर के 3 से 15 अंक दर्ज करें',
  'This search is not available for insurer appointments': 'यह खोज बीमाकर्ता अपॉइंटमेंट के लिए उपलब्ध नहीं है',
  'This search is not available for the e-sales queue': 'यह खोज ई-सेल्स कतार के लिए उपलब्ध नहीं है',
  'Please Logout and try again !': 'कृपया लॉगआउट करें और फिर से प्रयास करें !',
  'Something went wrong. Please try again later': 'कुछ गलत हो गया। कृपया बाद में फिर से प्रयास करें',
  'Invalid Access Token': 'अमान्य एक्सेस टोकन',
  'You are not Authorized for this action': 'आपको इस कार्य की अनुमति नहीं है',
  'Contract is required': 'अनुबंध आवश्यक है',
  'Start time is required': 'आरंभ समय आवश्यक है',
  'End time is required': 'समाप्ति समय आवश्यक है',
  'End time must be after the start time': 'समाप्ति समय आरंभ समय के बाद होना चाहिए',
  'The time span must not exceed 6 hours': 'समय अवधि 6 घंटे से अधिक नहीं होनी चाहिए',
  'The time span must not exceed 24 hours': 'समय अवधि 24 घंटे से अधिक नहीं होनी चाहिए',
  'Failed to download reports': 'रिपोर्ट डाउनलोड नहीं हो सकीं',
});
