// The account feature's public face: other features import from here, never from its files.
export {
  applySubscriptionStatus,
  NOT_PREMIUM,
  premiumKv,
  premiumOf,
  readPremiumState,
  refreshPremiumStatus,
  usePremium,
  type PremiumState,
  type SubscriptionStatus,
} from './premium';
