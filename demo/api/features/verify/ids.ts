// The seeded verification codes (exam's certificate fixtures) the verify journeys open.

/** Verification codes, by the state they show. */
export const VERIFY_CODE = {
  /** CERT-2405-0001, Layla Learner, Security Guard Foundations (24 months' validity): valid. */
  valid: '1N2MNN35N3FKTDB50MJV5QF0N9',
  /** CERT-2305-0003, Omar Haddad, issued 800 days before the seed: expired. */
  expired: 'GXAZWA6JPZ5P57V6KNZM628DGV',
  /** CERT-2405-0104, Fatima Al Mansoori: revoked 5 days before the seed. */
  revoked: 'ZDYV685Z1JN4FRBH8C10T8VJMC',
  /** Well formed, held by no certificate. */
  unknown: '7Q3KXM2HVD9RTB4WN6CJPZ8EGA',
  /** CERT-2405-0003, still 'ready' (not issued): found by no one. */
  ready: 'RK0K361FJKK0XSC3DDT70AB7JR',
} as const;
