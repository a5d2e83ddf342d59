import { defineCoreText } from '../../i18n/core-text.ts';

/** Hindi for what core and the server say on Create Order: categories, genders, the rules and the customer lookup. */
defineCoreText({
  'Health Check': 'स्वास्थ्य जाँच',
  'Lab Test': 'लैब टेस्ट',
  M: 'पु',
  F: 'म',
  'Enter correct phone number': 'सही फ़ोन नंबर दर्ज करें',
  'Enter valid email address': 'मान्य ईमेल पता दर्ज करें',
  'Add at least one beneficiary': 'कम से कम एक लाभार्थी जोड़ें',
  'Add at least one package': 'कम से कम एक पैकेज जोड़ें',
  'Enter name, gender, address and date of birth': 'नाम, लिंग, पता और जन्म तिथि दर्ज करें',
  'Date of birth cannot be in the future': 'जन्म तिथि भविष्य की नहीं हो सकती',
  'Can not set date from more than a year ago': 'एक वर्ष से अधिक पहले की तारीख नहीं चुनी जा सकती',
  'Can not set date after 31 Dec 2050 23:59': '31 दिसंबर 2050 23:59 के बाद की तारीख नहीं चुनी जा सकती',
  'Choose category, city, package and appointment date': 'श्रेणी, शहर, पैकेज और अपॉइंटमेंट की तारीख चुनें',
  'Order Created': 'ऑर्डर बन गया',
  'Existing customer: the order is added to their account': 'मौजूदा ग्राहक: ऑर्डर उनके खाते में जोड़ा जाएगा',
  'New customer: the order registers them': 'नया ग्राहक: ऑर्डर से उनका पंजीकरण होगा',
  'Something went wrong. Please try again later': 'कुछ गलत हो गया। कृपया बाद में फिर से प्रयास करें',
  'You are not Authorized for this action': 'आपको इस कार्य की अनुमति नहीं है',
});
