/** The screens other than sign-in, in one chunk loaded when the element first shows one: the sign-in page does not pay for them. */
export { EmailVerificationView } from './email-verification-view';
export { ForgotPasswordView } from './forgot-password-view';
export { ResendVerificationView } from './resend-verification-view';
export { ResetPasswordView } from './reset-password-view';
export { SignupView } from './signup-view';
export { VerifyEmailView } from './verify-email-view';
