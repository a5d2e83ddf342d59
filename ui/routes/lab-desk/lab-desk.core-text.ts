import { defineCoreText } from '../../i18n/core-text.ts';
import '../../i18n/priorities.core-text.ts';
import '../../i18n/durations.core-text.ts';

/** Hindi for what core decides on a lab row: buttons, SLA banner, visit types, contract groups, ages. */
defineCoreText({
  // buttons and bulk actions (core/appointments/lab-actions.ts, row-actions.ts)
  Reject: 'अस्वीकार करें',
  'Partial Upload': 'आंशिक अपलोड',
  'Upload Documents': 'दस्तावेज़ अपलोड करें',
  UploadDocuments: 'दस्तावेज़ अपलोड करें',
  // SLA banner and its units, ages and genders (sla.ts, age.ts)
  'Action Pending Since': 'कार्रवाई बाकी है',
  Yrs: 'वर्ष',
  NA: 'लागू नहीं',
  M: 'पु',
  F: 'म',
  // visit types and contract groups
  'Home Visit': 'होम विज़िट',
  'Center Visit': 'सेंटर विज़िट',
  PPMC: 'PPMC',
  Corporate: 'कॉरपोरेट',
  // forms and the server's answers on the desk (core/appointments/action-input.ts)
  Doctor: 'डॉक्टर',
  'LAB Technician': 'लैब तकनीशियन',
  'ECG Technician': 'ECG तकनीशियन',
  'MBBS Doctor': 'MBBS डॉक्टर',
  'MD Doctor': 'MD डॉक्टर',
  'Remarks are required': 'टिप्पणी ज़रूरी है',
  'Failed to fetch data': 'डेटा नहीं मिल सका',
  'Request updated successfully': 'अनुरोध सफलतापूर्वक अपडेट हुआ',
  'Request update failed - {error}': 'अनुरोध अपडेट नहीं हुआ - {error}',
  'Failed to download reports': 'रिपोर्ट डाउनलोड नहीं हो सकीं',
  'Failed to export data': 'डेटा निर्यात नहीं हो सका',
  'Choose at least one Home Visit By option': 'होम विज़िट के लिए कम से कम एक विकल्प चुनें',
  'No report uploaded': 'कोई रिपोर्ट अपलोड नहीं हुई',
  // the reason and attended dialogs (core/appointments/action-input.ts)
  'Unavailability Of Slots': 'स्लॉट उपलब्ध नहीं',
  'No Bandwidth': 'क्षमता नहीं',
  Holidays: 'छुट्टियाँ',
  Others: 'अन्य',
  'customer not answering the calls': 'ग्राहक कॉल का जवाब नहीं दे रहे',
  'not available and wants to reschedule': 'उपलब्ध नहीं, पुनर्निर्धारित करना चाहते हैं',
  'not available and wants to cancel': 'उपलब्ध नहीं, रद्द करना चाहते हैं',
  Satisfied: 'संतुष्ट',
  Dissatisfied: 'असंतुष्ट',
  Pacifistic: 'तटस्थ',
  'Please choose a reason': 'कृपया एक कारण चुनें',
  'Please describe the reason': 'कृपया कारण लिखें',
  'Please describe the reason in at least {count} characters': 'कृपया कारण कम से कम {count} अक्षरों में लिखें',
  // the document dialog's buttons (core/appointments/lab-actions.ts)
  Submit: 'जमा करें',
  'Upload failed': 'अपलोड नहीं हुआ',
});
