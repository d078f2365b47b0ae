import { callEndpoint } from '../../../lib/api-client';
import { authRefs } from '../../../lib/auth/endpoints';
import { callEnc } from '../../../lib/auth/enc-call';

/** POST /wps/member/password ("enc"); answers a fresh token, every other session is revoked. */
export function changePassword(body: {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return callEnc(authRefs.changePassword, body);
}

/** POST /wps/member/password/email: success code password_sent. */
export function forgotByEmail(body: { username: string; email: string }) {
  return callEndpoint(authRefs.forgotByEmail, { body });
}

/** POST /wps/member/password/reset ("enc"): the link from the reset e-mail. */
export function resetByEmailToken(body: {
  resetToken: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return callEnc(authRefs.resetByEmailToken, body);
}

/** POST /wps/member/password/verification ("enc"), CHNGPASSVERIF3. */
export function resetByPhone(body: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}) {
  return callEnc(authRefs.resetByPhone, body);
}

/** POST /wps/verification/sms/noLogin for a password reset code. */
export function sendResetSms(body: { countryDialingCode: string; mobileNo: string; altcha: string }) {
  return callEndpoint(authRefs.smsNoLogin, { body: { ...body, purpose: 'resetPassword' } });
}
