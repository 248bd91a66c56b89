// Records of password reset and email verification; the data file gains them through `DataCollections`.

export interface ResetTokenRecord {
  token_hash: string;
  user_id: number;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VerifyLinkRecord {
  user_id: number;
  signature: string;
  expires: number;
  force_expired: boolean;
  created_at: string;
}

declare module '../../types' {
  interface DataCollections {
    reset_tokens: ResetTokenRecord[];
    verify_links: VerifyLinkRecord[];
  }
}
