/** English verify strings; the Arabic part is typed against this one. */
export const verifyEn = {
  verify: {
    title: 'Verify a certificate',
    intro: 'Enter the verification code printed on the certificate, or scan its QR code.',
    checking: 'Checking the certificate…',
    result: 'Certificate check',
    holder: 'Holder',
    course: 'Course',
    issued: 'Date of issue',
    number: 'Certificate number',
    expires: 'Expires on',
    expired: 'Expired on',
    revokedOn: 'Revoked on',
    noExpiry: 'Does not expire',
    state: {
      valid: 'Valid',
      expired: 'Expired',
      revoked: 'Revoked',
    },
    stateDetail: {
      valid: 'This certificate was issued by the academy and is valid.',
      expired: 'This certificate was issued by the academy, but its validity has ended.',
      revoked: 'The academy has revoked this certificate: it is no longer valid.',
    },
    notFound: 'No certificate with this code',
    notFoundDetail: 'Check the code on the certificate and try again. Codes have 26 letters and digits.',
    tooMany: 'Too many checks from this connection. Please try again later.',
    failed: 'The certificate could not be checked. Please try again.',
    another: 'Check another code',
    form: {
      label: 'Verification code',
      submit: 'Check',
      codeRequired: 'Please enter the verification code.',
      codeInvalid: 'This is not a verification code: it has 26 letters and digits.',
    },
  },
};

export type VerifyDictionary = typeof verifyEn;
