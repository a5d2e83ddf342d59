import { defineCoreText } from '../../i18n/core-text.ts';

/** Hindi for core's password rules and the empty-username message (core/session/password.ts). */
defineCoreText({
  'Password must be at least 8 characters long.': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  'Password must contain at least one lowercase letter.': 'पासवर्ड में कम से कम एक छोटा अक्षर होना चाहिए।',
  'Password must contain at least one uppercase letter.': 'पासवर्ड में कम से कम एक बड़ा अक्षर होना चाहिए।',
  'Password must contain at least one number.': 'पासवर्ड में कम से कम एक अंक होना चाहिए।',
  'Password must contain at least one special character (!@#$%&*?).': 'पासवर्ड में कम से कम एक विशेष चिह्न (!@#$%&*?) होना चाहिए।',
  'Password is not matching with confirm password': 'पासवर्ड और पुष्टि वाला पासवर्ड मेल नहीं खाते',
  'Please enter your username for which you want to reset password.': 'कृपया वह यूज़रनेम दर्ज करें जिसका पासवर्ड आप रीसेट करना चाहते हैं।',
});
