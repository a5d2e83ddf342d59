import { defineCoreText } from '../i18n/core-text.ts';

/**
 * Hindi for the sign-in and session messages (core/session/messages.ts) and the server's sign-in
 * refusals; loaded with the app (ui/app/app.tsx): toasts and the login page show them.
 */
defineCoreText({
  // core/session/messages.ts
  'Logged in Successfully.': 'सफलतापूर्वक लॉग इन हुआ।',
  'Unable to login': 'लॉगिन नहीं हो सका',
  "You don't have access to Login": 'आपको लॉगिन की अनुमति नहीं है',
  'Authentification Failed': 'प्रमाणीकरण विफल',
  'Authentification Failed: {reason}': 'प्रमाणीकरण विफल: {reason}',
  'Something went wrong please try again!': 'कुछ गलत हुआ, कृपया फिर से कोशिश करें!',
  'Session is expired, Login again to continue': 'सत्र समाप्त हो गया है, जारी रखने के लिए फिर से लॉगिन करें',
  'Login session expired Plese Login Again': 'लॉगिन सत्र समाप्त हो गया, कृपया फिर से लॉगिन करें',
  'Your profile has been updated by the admin. Please log in again.': 'एडमिन ने आपकी प्रोफ़ाइल बदल दी है। कृपया फिर से लॉग इन करें।',
  'Something Went wrong Plese Login Again': 'कुछ गलत हुआ, कृपया फिर से लॉगिन करें',
  'You are not Authorized for this action': 'आपको यह कार्य करने की अनुमति नहीं है',
  'You are not Authorized for this Page': 'आपको यह पेज देखने की अनुमति नहीं है',
  'Please reach out to your administrator for access.': 'अनुमति के लिए अपने एडमिनिस्ट्रेटर से संपर्क करें।',
  'Something went wrong. Please try again later': 'कुछ गलत हुआ। कृपया बाद में फिर से कोशिश करें',
  'Invalid Access Token': 'अमान्य एक्सेस टोकन',
  'Password Reset Link has be sent to the registered Email Id {email}': 'पासवर्ड रीसेट लिंक पंजीकृत ईमेल ID {email} पर भेज दिया गया है',
  'Password Reset Link has be sent to the registered Email Id': 'पासवर्ड रीसेट लिंक पंजीकृत ईमेल ID पर भेज दिया गया है',
  'An error occurred while sending the reset link. Please try again.': 'रीसेट लिंक भेजते समय त्रुटि हुई। कृपया फिर से कोशिश करें।',
  'Unable To reset password Please Try after some time': 'पासवर्ड रीसेट नहीं हो सका, कृपया कुछ देर बाद कोशिश करें',
  'Password Reset Successfully Please Login': 'पासवर्ड सफलतापूर्वक रीसेट हुआ, कृपया लॉगिन करें',
  'Something Went wrong': 'कुछ गलत हुआ',
  // the server's sign-in refusals, as people read them (underscores made spaces)
  'Invalid Username or Password': 'गलत यूज़रनेम या पासवर्ड',
  'Invalid Access Token for this provider': 'इस प्रोवाइडर के लिए अमान्य एक्सेस टोकन',
  'Invalid OTP request Please login again': 'अमान्य OTP अनुरोध, कृपया फिर से लॉगिन करें',
  'Invalid OTP': 'अमान्य OTP',
  'OTP Expired Please login again': 'OTP की समय-सीमा समाप्त, कृपया फिर से लॉगिन करें',
  'OTP locked after 5 wrong attempts Please login again': '5 गलत प्रयासों के बाद OTP लॉक हो गया, कृपया फिर से लॉगिन करें',
  'OTP already used Please login again': 'OTP पहले ही इस्तेमाल हो चुका है, कृपया फिर से लॉगिन करें',
  'Too many failed attempts Please try again in {seconds} seconds': 'बहुत सारे असफल प्रयास, कृपया {seconds} सेकंड बाद फिर से कोशिश करें',
  'Not found': 'नहीं मिला',
});
