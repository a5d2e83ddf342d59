import { defineCoreText } from '../i18n/core-text.ts';

/** Hindi for what core says inside the shared components: the upload hint and file checks, list failures. */
defineCoreText({
  // core/files/file-kind.ts
  'PDF up to 10MB, JPG or PNG up to 2MB.': 'PDF 10MB तक, JPG या PNG 2MB तक।',
  'Only PDF, JPG and PNG files can be uploaded': 'केवल PDF, JPG और PNG फ़ाइलें अपलोड की जा सकती हैं',
  'The content of {name} does not match its name': '{name} की सामग्री उसके नाम से मेल नहीं खाती',
  'Exceeded the file size limit of {size}': 'फ़ाइल आकार की सीमा {size} पार हो गई',
  'Upload failed': 'अपलोड नहीं हुआ',
  // the date filter's presets and checks (core/appointments/date-presets.ts, date-range.ts)
  Today: 'आज',
  'Previous 7 Days': 'पिछले 7 दिन',
  'Next 7 Days': 'अगले 7 दिन',
  'Previous 15 Days': 'पिछले 15 दिन',
  'Next 15 Days': 'अगले 15 दिन',
  'Next 30 Days': 'अगले 30 दिन',
  'Rolling 1 Month': 'पिछला 1 महीना',
  Custom: 'कस्टम',
  'Starting date is required': 'आरंभ तिथि ज़रूरी है',
  'Ending date is required': 'अंतिम तिथि ज़रूरी है',
  'Starting date must not be after the ending date': 'आरंभ तिथि अंतिम तिथि के बाद नहीं हो सकती',
  // a typed day (core/shared/typed-day.ts)
  'Enter the date as month day year, like Jan 30 2026': 'तिथि महीना दिन वर्ष के क्रम में लिखें, जैसे जन॰ 30 2026',
  'There is no such date': 'ऐसी कोई तिथि नहीं है',
  'This date cannot be chosen': 'यह तिथि नहीं चुनी जा सकती',
  'The date must not be before {day}': 'तिथि {day} से पहले की नहीं हो सकती',
  'The date must not be after {day}': 'तिथि {day} के बाद की नहीं हो सकती',
  // ui/components/table/list-message.ts, update-sender.model.ts
  'Failed to fetch data': 'डेटा नहीं मिल सका',
  'Request updated successfully': 'अनुरोध सफलतापूर्वक अपडेट हुआ',
  'Something went wrong. Please try again later': 'कुछ गलत हो गया। कृपया बाद में फिर से प्रयास करें',
});
