import { defineCoreText } from '../../i18n/core-text.ts';
// The drawer names lab tabs by status words (Cancelled, Rejected, Not Attended).
import '../../i18n/status-names.core-text.ts';

/**
 * Hindi for core's names the shell and its screens show: drawer groups and links, screen titles,
 * lab tabs, services and search kinds.
 */
defineCoreText({
  // drawer groups and links (core/session/drawer.ts), screen titles (core/session/screens.ts)
  Appointments: 'अपॉइंटमेंट',
  'Manage Doctor': 'डॉक्टर प्रबंधित करें',
  'Manage SPOCs': 'SPOC प्रबंधित करें',
  More: 'और',
  Charts: 'चार्ट',
  'All Appointments': 'सभी अपॉइंटमेंट',
  'Create Appointment': 'अपॉइंटमेंट बनाएँ',
  'ESales Queue': 'ई-सेल्स कतार',
  'E-sales Request History': 'ई-सेल्स अनुरोध इतिहास',
  'Create Order': 'ऑर्डर बनाएँ',
  'Doctor List': 'डॉक्टर सूची',
  'Add New Doctor': 'नया डॉक्टर जोड़ें',
  'SPOC List': 'SPOC सूची',
  'Add New SPOC': 'नया SPOC जोड़ें',
  'Admin Dashboard': 'एडमिन डैशबोर्ड',
  'Request History': 'अनुरोध इतिहास',
  'Doctor Profile': 'डॉक्टर प्रोफ़ाइल',
  'Doctor Schedule': 'डॉक्टर शेड्यूल',
  'Doctor Holidays': 'डॉक्टर की छुट्टियाँ',
  'SPOC Form': 'SPOC फ़ॉर्म',
  'SPOC Profile': 'SPOC प्रोफ़ाइल',
  'Resolving your role': 'आपकी भूमिका तय की जा रही है',
  All: 'सभी',
  Upcoming: 'आगामी',
  Confirmed: 'कन्फ़र्म',
  'Document Upload': 'दस्तावेज़ अपलोड',
  'Offline Consults: {tab}': 'ऑफ़लाइन परामर्श: {tab}',
  // lab tabs (core/appointments/tabs.ts)
  'New Appointments': 'नए अपॉइंटमेंट',
  'Confirmed Appointments': 'कन्फ़र्म अपॉइंटमेंट',
  'Documents Pending': 'दस्तावेज़ बाकी',
  'Partial documents': 'आंशिक दस्तावेज़',
  'Documents Submitted': 'दस्तावेज़ जमा',
  Settled: 'निपटाए गए',
  'Next 30 Days': 'अगले 30 दिन',
  'Previous 7 Days': 'पिछले 7 दिन',
  // services and search kinds
  Labs: 'लैब',
  'In-Clinic Consultation': 'क्लिनिक में परामर्श',
  'Request Id': 'अनुरोध ID',
  'Employee Id': 'कर्मचारी ID',
  'Phone Number': 'फ़ोन नंबर',
  Email: 'ईमेल',
  Name: 'नाम',
  'Request/Esales Id': 'अनुरोध/ई-सेल्स ID',
  'Member Id': 'सदस्य ID',
  'Application No': 'आवेदन संख्या',
  'Contact No': 'संपर्क नंबर',
});
