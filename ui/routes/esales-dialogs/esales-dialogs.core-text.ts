import { defineCoreText } from '../../i18n/core-text.ts';

/** Hindi for what core and the server say in a case's dialogs: the correspondence rules and failures. */
defineCoreText({
  'Correspondence is not available': 'पत्राचार उपलब्ध नहीं है',
  'UIC number is required': 'यूआईसी नंबर आवश्यक है',
  'Choose a call type': 'कॉल का प्रकार चुनें',
  'Choose a call status': 'कॉल की स्थिति चुनें',
  'Callback date is required': 'कॉलबैक की तारीख आवश्यक है',
  'Callback date cannot be in the past': 'कॉलबैक की तारीख बीते समय की नहीं हो सकती',
  Call: 'कॉल',
  'Something went wrong. Please try again later': 'कुछ गलत हो गया। कृपया बाद में फिर से प्रयास करें',
  'No e-sales request found with this id': 'इस आईडी का कोई ई-सेल्स अनुरोध नहीं मिला',
});
