// Premium on the profile: the plan, when it renews or ends, cancelling and resuming.

export const premium = {
  'premium.plan.monthly': 'Monthly',
  'premium.plan.yearly': 'Yearly',
  'premium.price.month': '{price} a month',
  'premium.price.year': '{price} a year',
  'premium.planSentence': '{plan}, {price}',
  'premium.on': 'Premium is on.',
  'premium.endsOn': 'Cancelled: premium stays on until {date}, then ends.',
  'premium.renewsOn': 'Renews on {date}.',
  'premium.profile.ended': 'Your premium has ended. Every free game and pack is still yours.',
  'premium.profile.not': 'Not premium. Premium opens every premium pack in every game.',
  'premium.profile.plans': 'See premium plans',
  'premium.profile.cancelled':
    'Your subscription is cancelled. You keep premium until the end of the period you paid for, and you are not charged again.',
  'premium.profile.resumed': 'Premium is back on: it renews at the end of this period as before.',
  'premium.profile.offlineResume':
    'You are offline. Connect to the internet to resume your subscription.',
  'premium.profile.resuming': 'Resuming…',
  'premium.profile.resume': 'Resume premium',
  'premium.profile.offlineCancel':
    'You are offline. Connect to the internet to cancel your subscription.',
  'premium.profile.cancel': 'Cancel subscription',
  'premium.profile.cancelTitle': 'Cancel your subscription?',
  'premium.profile.cancelling': 'Cancelling…',
  'premium.profile.keep': 'Keep premium',
  'premium.profile.keepUntil':
    'You keep premium until {date}, the end of the period you already paid for, and you will not be charged again.',
  'premium.profile.keepPeriod':
    'You keep premium until the end of the period you already paid for, and you will not be charged again.',
  'premium.profile.coinPacks': 'Packs you unlocked with dojo coins stay unlocked.',
  'premium.error.resumeEnded':
    'This subscription has already ended, so there is nothing to resume. Pick a plan to start premium again.',
  'premium.error.resumeUnreadable':
    'The answer could not be read. Open this page again in a minute to see whether premium renews.',
  'premium.error.resumeFailed':
    'Your subscription could not be resumed just now. It still ends at the end of the period, so please try again.',
  'premium.error.offlineCheckout': 'You are offline. Connect to the internet to subscribe.',
  'premium.error.signInExpired': 'Your sign-in has expired. Sign in again, then subscribe.',
  'premium.error.alreadyPremium':
    'Premium is already on for this account, so there is nothing to pay. Your profile shows until when.',
  'premium.error.accountSettingUp':
    'Your account is still being set up on our server. Try again in a moment.',
  'premium.error.checkoutFailed':
    'Checkout could not start just now. Nothing was charged, so please try again in a moment.',
  'premium.error.nothingToCancel': 'There is no subscription on this account to cancel.',
  'premium.error.cancelUnreadable':
    'The answer to your cancellation could not be read. Open this page again in a minute to see whether it went through.',
  'premium.error.cancelFailed':
    'Your subscription could not be cancelled just now. It is unchanged, so please try again.',
} as const;
