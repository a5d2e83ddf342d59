import { defineCoreText } from '../../i18n/core-text.ts';

/**
 * Hindi for core's words on the charts: the chart titles, the conversions and appointment status
 * groups the legends name, the detail columns, the range rules and the failures.
 */
defineCoreText({
  'ESales Conversion Till QC': 'क्यूसी तक ई-सेल्स रूपांतरण',
  'Percentage Wise ESales Conversion': 'प्रतिशत के अनुसार ई-सेल्स रूपांतरण',
  'Appointment Status Wise Count': 'अपॉइंटमेंट स्थिति के अनुसार गिनती',
  "Today's Esales Conversion": 'आज का ई-सेल्स रूपांतरण',
  "Today's Hourly ESales Conversion": 'आज का घंटेवार ई-सेल्स रूपांतरण',
  'Not created': 'नहीं बना',
  'In process': 'प्रक्रिया में',
  'QC approved': 'क्यूसी स्वीकृत',
  Booked: 'बुक हुआ',
  Rescheduled: 'पुनर्निर्धारित',
  Attended: 'उपस्थित',
  'Not attended': 'अनुपस्थित',
  'Reports uploaded': 'रिपोर्ट अपलोड हुईं',
  Cancelled: 'रद्द',
  Date: 'तारीख',
  'Insurer ID': 'बीमाकर्ता आईडी',
  'Insurer Name': 'बीमाकर्ता का नाम',
  'ESales ID': 'ई-सेल्स आईडी',
  'Request ID': 'अनुरोध आईडी',
  'Starting date is required': 'आरंभ तिथि आवश्यक है',
  'Ending date is required': 'समाप्ति तिथि आवश्यक है',
  'Starting date must not be after the ending date': 'आरंभ तिथि समाप्ति तिथि के बाद नहीं हो सकती',
  'A range spans at most 366 days': 'अवधि अधिकतम 366 दिनों की हो सकती है',
  'Failed to load chart data. Please try again later.': 'चार्ट का डेटा लोड नहीं हो सका। कृपया बाद में फिर से प्रयास करें।',
  'Invalid data format received from API.': 'एपीआई से अमान्य प्रारूप में डेटा मिला।',
  'Failed to export data': 'डेटा निर्यात नहीं हो सका',
});
