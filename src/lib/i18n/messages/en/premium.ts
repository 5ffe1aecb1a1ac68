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
} as const;
