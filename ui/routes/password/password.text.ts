import { defineText } from '../../i18n/define-text.ts';

/** The forgot and reset password pages, in English and Hindi. */
export const passwordText = defineText(
  'password',
  {
    forgotTitle: 'Forgot password',
    forgotIntro: 'Enter your username. If it is registered, we will e-mail a link to set a new password to its address.',
    sendLink: 'Send reset link',
    sending: 'Sending...',
    userName: 'Username',
    resetTitle: 'Set a new password',
    resetIntro: 'Use at least 8 characters with a lowercase and an uppercase letter, a number and one of {{specials}}',
    resetPassword: 'Reset password',
    saving: 'Saving...',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    backToLogin: 'Back to login',
  },
  {
    forgotTitle: 'पासवर्ड भूल गए',
    forgotIntro: 'अपना यूज़रनेम दर्ज करें। अगर यह पंजीकृत है, तो हम इसके पते पर नया पासवर्ड सेट करने का लिंक ई-मेल करेंगे।',
    sendLink: 'रीसेट लिंक भेजें',
    sending: 'भेजा जा रहा है...',
    userName: 'यूज़रनेम',
    resetTitle: 'नया पासवर्ड सेट करें',
    resetIntro: 'कम से कम 8 अक्षर इस्तेमाल करें, जिनमें एक छोटा और एक बड़ा अक्षर, एक अंक और {{specials}} में से एक हो',
    resetPassword: 'पासवर्ड रीसेट करें',
    saving: 'सहेजा जा रहा है...',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'पासवर्ड की पुष्टि करें',
    backToLogin: 'लॉगिन पर वापस जाएँ',
  },
);
