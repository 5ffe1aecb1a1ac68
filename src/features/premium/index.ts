// The premium feature's public face: other features import from here, never from its files. It
// is loaded on demand (the pricing and outcome pages, the profile, the premium check after a
// profile load), never with the first screen.
export { refreshPremiumFromServer } from './functions';
export { PLANS, planByPriceId, priceLabel, type Plan } from './plans';
export { ProfilePremiumSection } from './profile-premium';
