import type { MessageTable } from '../../messages';

// Sign-in, sign-up, password reset and email verification: every text this feature sends, in English and Arabic.
export const AUTH_MESSAGES = {
  invalidCredentials: ['Invalid username or password.', 'اسم المستخدم أو كلمة المرور غير صحيحة.'],
  tooManyLogins: [
    'Too many login attempts. Please try again later.',
    'محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة لاحقًا.',
  ],
  emailUnverified: [
    'Please verify your email address before signing in.',
    'يرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول.',
  ],
  loggedIn: ['Logged in successfully.', 'تم تسجيل الدخول بنجاح.'],
  loggedOut: ['Logged out successfully.', 'تم تسجيل الخروج بنجاح.'],
  registered: [
    'Registration successful. Please check your email to verify your account.',
    'تم التسجيل بنجاح. يرجى مراجعة بريدك الإلكتروني لتأكيد حسابك.',
  ],
  usernameRequired: ['The username field is required.', 'حقل اسم المستخدم مطلوب.'],
  passwordRequired: ['The password field is required.', 'حقل كلمة المرور مطلوب.'],
  firstNameRequired: ['The first name field is required.', 'حقل الاسم الأول مطلوب.'],
  lastNameRequired: ['The last name field is required.', 'حقل اسم العائلة مطلوب.'],
  firstNameInvalid: [
    'The first name contains characters that are not allowed.',
    'يحتوي الاسم الأول على أحرف غير مسموح بها.',
  ],
  lastNameInvalid: [
    'The last name contains characters that are not allowed.',
    'يحتوي اسم العائلة على أحرف غير مسموح بها.',
  ],
  emailTaken: ['The email has already been taken.', 'البريد الإلكتروني مستخدم من قبل.'],
  phoneInvalid: ['The phone number format is invalid.', 'صيغة رقم الهاتف غير صالحة.'],
  roleInvalid: ['The role must be learner or trainer.', 'يجب أن يكون الدور متعلمًا أو مدربًا.'],
  termsRequired: ['You must accept the terms and conditions.', 'يجب الموافقة على الشروط والأحكام.'],
  emailNotFound: [
    "We can't find a user with that email address.",
    'لا يمكننا العثور على مستخدم بهذا البريد الإلكتروني.',
  ],
  resetLinkSent: [
    'We have emailed your password reset link.',
    'أرسلنا رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.',
  ],
  resetTokenInvalid: ['This password reset link is invalid.', 'رابط إعادة تعيين كلمة المرور غير صالح.'],
  resetTokenExpired: [
    'This password reset link has expired. Please request a new one.',
    'انتهت صلاحية رابط إعادة تعيين كلمة المرور. يرجى طلب رابط جديد.',
  ],
  passwordReset: ['Your password has been reset.', 'تمت إعادة تعيين كلمة المرور.'],
  verifyInvalid: ['This verification link is invalid.', 'رابط التحقق غير صالح.'],
  verifyInvalidResent: [
    'This verification link is invalid. A new verification link has been sent to your email.',
    'رابط التحقق غير صالح. تم إرسال رابط تحقق جديد إلى بريدك الإلكتروني.',
  ],
  verifyExpired: ['This verification link has expired.', 'انتهت صلاحية رابط التحقق.'],
  verifyExpiredResent: [
    'This verification link has expired. A new verification link has been sent to your email.',
    'انتهت صلاحية رابط التحقق. تم إرسال رابط تحقق جديد إلى بريدك الإلكتروني.',
  ],
  alreadyVerified: ['Your email address is already verified.', 'تم التحقق من بريدك الإلكتروني مسبقًا.'],
  verified: ['Your email address has been verified.', 'تم التحقق من بريدك الإلكتروني بنجاح.'],
  verificationSent: [
    'A new verification link has been sent to your email address.',
    'تم إرسال رابط تحقق جديد إلى بريدك الإلكتروني.',
  ],
  mailResetSubject: ['Reset your password', 'إعادة تعيين كلمة المرور'],
  mailResetHeading: ['Choose a new password', 'اختر كلمة مرور جديدة'],
  mailResetBody: [
    'Someone asked to reset the password of your account. Choose a new password with the button below.',
    'طُلب إعادة تعيين كلمة مرور حسابك. اختر كلمة مرور جديدة باستخدام الزر أدناه.',
  ],
  mailResetAction: ['Choose a new password', 'اختيار كلمة مرور جديدة'],
  mailVerifySubject: ['Verify your email address', 'تأكيد بريدك الإلكتروني'],
  mailVerifyHeading: ['Confirm your email address', 'أكّد بريدك الإلكتروني'],
  mailVerifyBody: [
    'Welcome! Confirm that this address is yours to finish creating your account.',
    'مرحبًا بك! أكّد أن هذا العنوان يخصك لإكمال إنشاء حسابك.',
  ],
  mailVerifyAction: ['Verify email address', 'تأكيد البريد الإلكتروني'],
  mailLinkNote: [
    'This link works for {minutes} minutes. If you did not ask for it, you can ignore this email.',
    'يعمل هذا الرابط لمدة {minutes} دقيقة. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.',
  ],
  mailPasswordChangedSubject: ['Your password was changed', 'تم تغيير كلمة المرور'],
  mailPasswordChangedBody: [
    'The password of your account was just changed, and your other sessions were signed out.',
    'تم للتو تغيير كلمة مرور حسابك، وتم تسجيل الخروج من جلساتك الأخرى.',
  ],
  mailPasswordChangedNote: [
    'If this was not you, reset your password now and tell your academy.',
    'إذا لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور الآن وأبلغ أكاديميتك.',
  ],
  mailPasswordChangedAction: ['Reset password', 'إعادة تعيين كلمة المرور'],
  mailNewDeviceSubject: ['A new sign-in to your account', 'تسجيل دخول جديد إلى حسابك'],
  mailNewDeviceBody: [
    'Your account was just signed in to from {device}, on {when}, from the address {address}.',
    'تم للتو تسجيل الدخول إلى حسابك من {device}، في {when}، من العنوان {address}.',
  ],
  mailNewDeviceIfYou: [
    'If this was you, there is nothing to do. If it was not, choose a new password now and tell your academy.',
    'إذا كنت أنت، فلا حاجة لفعل أي شيء. وإن لم تكن أنت، فاختر كلمة مرور جديدة الآن وأبلغ أكاديميتك.',
  ],
  mailNewDeviceAction: ['Choose a new password', 'اختيار كلمة مرور جديدة'],
  mailNewDeviceNote: [
    'We tell you of every sign-in from a browser or system your account has not used before. This email keeps your account safe and cannot be turned off.',
    'نُعلمك بكل تسجيل دخول من متصفح أو نظام لم يستخدمه حسابك من قبل. تحمي هذه الرسالة حسابك ولا يمكن إيقافها.',
  ],
  mailDevice: ['{browser} on {system}', '{browser} على {system}'],
  mailDeviceUnknown: ['an unknown browser or system', 'متصفح أو نظام غير معروف'],
  trainerApproved: ['The trainer account has been approved.', 'تمت الموافقة على حساب المدرب.'],
  trainerAlreadyApproved: ['This trainer account is already approved.', 'تمت الموافقة على حساب المدرب هذا مسبقًا.'],
  trainerNotPending: [
    'No trainer account awaiting approval has this id.',
    'لا يوجد حساب مدرب بانتظار الموافقة بهذا المعرّف.',
  ],
} as const satisfies MessageTable;

declare module '../../messages' {
  interface FeatureMessages {
    auth: typeof AUTH_MESSAGES;
  }
}
