import { defineCoreText } from '../../i18n/core-text.ts';
import '../doctor-editor/doctor-editor.core-text.ts';

/**
 * Hindi for what core gives the SPOC screens: spec 3 §5.5 and §8 messages and fixed labels, access
 * levels, services, lab departments and communication topics. In-clinic departments are the
 * doctor specialities, translated with the doctor screens.
 */
defineCoreText({
  'Invalid email address.': 'अमान्य ईमेल पता।',
  'Invalid Phone number.': 'अमान्य फ़ोन नंबर।',
  'Invalid phone number.': 'अमान्य फ़ोन नंबर।',
  'Please select Access level first': 'कृपया पहले एक्सेस स्तर चुनें',
  'Please select at least one communication option': 'कृपया कम से कम एक संचार विकल्प चुनें',
  'No SPOCs found': 'कोई SPOC नहीं मिला',
  'Use the Add New SPOC button to add one.': 'SPOC जोड़ने के लिए "नया SPOC जोड़ें" बटन का उपयोग करें।',
  'Failed To Load SPOC List': 'SPOC सूची लोड नहीं हो सकी',
  'Unable to get roles for SPOC': 'SPOC की भूमिकाएँ नहीं मिल सकीं',
  'User Already Present': 'उपयोगकर्ता पहले से मौजूद है',
  'Something went wrong': 'कुछ गलत हो गया',
  'SPOC Profile Saved Successfully': 'SPOC प्रोफ़ाइल सफलतापूर्वक सहेजी गई',
  'SPOC List': 'SPOC सूची',
  'Add new SPOC': 'नया SPOC जोड़ें',
  'New SPOC': 'नया SPOC',
  'SPOC ID generated will show here': 'बनने वाली SPOC आईडी यहाँ दिखेगी',
  'Same as contact number?': 'संपर्क नंबर जैसा ही?',
  Admin: 'एडमिन',
  Editor: 'संपादक',
  Viewer: 'दर्शक',
  'Offline Consults': 'ऑफ़लाइन परामर्श',
  Labs: 'लैब',
  Pathology: 'पैथोलॉजी',
  Radiology: 'रेडियोलॉजी',
  Cardiology: 'कार्डियोलॉजी',
  'Health Checks': 'स्वास्थ्य जाँच',
  'Pre-Employment Checks': 'रोज़गार-पूर्व जाँच',
  'SPOC list': 'SPOC सूची',
  'Manage Doctors': 'डॉक्टर प्रबंधन',
  Appointments: 'अपॉइंटमेंट',
  Email: 'ईमेल',
  WhatsApp: 'व्हाट्सऐप',
  SMS: 'एसएमएस',
});
