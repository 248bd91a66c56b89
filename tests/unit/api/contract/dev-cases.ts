import type { Contracts } from './support';

// Development helpers: not part of the client contract.

export const CONTRACTS: Contracts = {
  'GET __dev/outbox': { exempt: 'development helper, not part of the client contract' },
  'POST __dev/reset': { exempt: 'development helper, not part of the client contract' },
  'POST __dev/expire-links': { exempt: 'development helper, not part of the client contract' },
  'POST __dev/enroll': { exempt: 'development helper, not part of the client contract' },
};
