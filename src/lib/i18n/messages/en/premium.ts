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
  // After checkout (/info/premium-processing, -confirmation, -failed, -cancelled).
  'premium.processing.signInTitle': 'Sign in to finish',
  'premium.processing.signInText':
    'Premium is added to an account, so sign in with the account you subscribed with and we will check your payment.',
  'premium.processing.signIn': 'Sign in',
  'premium.processing.title': 'Setting up your premium',
  'premium.processing.offline':
    'You are offline, so we cannot hear about your payment yet. Leave this page open: it carries on by itself as soon as you are connected again.',
  'premium.processing.waiting':
    'Thanks! We are waiting for the payment provider to tell us your payment went through. This usually takes a few seconds.',
  'premium.processing.slow':
    'This is taking longer than usual. Your payment is safe either way: you can keep this page open, or come back later and check your {profile}, which shows premium as soon as it is on.',
  'premium.profileLink': 'profile',
  'premium.confirm.notYetTitle': 'Premium is not on here yet',
  'premium.confirm.notYetYou':
    'This device has not seen premium for your account. If you just paid, your profile shows premium as soon as word of the payment reaches us.',
  'premium.confirm.notYetAnyone':
    'This device has not seen premium for anyone signed in. If you just paid, your profile shows premium as soon as word of the payment reaches us.',
  'premium.confirm.openProfile': 'Open your profile',
  'premium.confirm.seePlans': 'See the plans',
  'premium.confirm.title': 'You are premium!',
  'premium.confirm.thanks':
    'Thank you for backing Party Dojo. Every premium pack is now open in every game, on every device you sign in on.',
  'premium.confirm.startWith': 'Start with a new pack',
  'premium.confirm.play': 'Play {game}',
  'premium.confirm.note':
    'Each one is already switched on in its game; a game’s Packs button switches any of them off. Your plan, its renewal date and the option to cancel are on your {profile}.',
  'premium.failed.title': 'We could not confirm your payment',
  'premium.failed.lead':
    'Premium is not on for your account yet. Either the payment did not go through, or word of it has not reached us.',
  'premium.failed.notCharged':
    'If your card was not charged, nothing happened: you can try again, with the same card or another one.',
  'premium.failed.charged':
    'If your card was charged, premium turns on by itself as soon as we hear about it. Your {profile} shows it when it does.',
  'premium.failed.stuck': 'Still stuck? Write to us from the {contact} and we will sort it out.',
  'premium.failed.contactLink': 'contact page',
  'premium.failed.tryAgain': 'Try again',
  'premium.backToGames': 'Back to the games',
  'premium.cancelled.title': 'Checkout cancelled',
  'premium.cancelled.lead':
    'No problem: you left the payment page, so nothing was charged and nothing changed. Every free game and pack is still here for you.',
  'premium.cancelled.seePlans': 'See the plans again',
  // /info/pricing.
  'premium.pricing.unlocksTitle': 'What premium unlocks',
  'premium.pricing.unlocksText':
    'Every premium pack in every game, on every device you sign in on. They also join the mix, so a mixed round can deal from them too.',
  'premium.pricing.unlocksNote':
    'Nothing free ever becomes paid: every game and pack you can play today stays yours, offline too. Packs you unlocked with dojo coins stay unlocked whatever you decide here.',
  'premium.pricing.pickFirst': 'Pick monthly or yearly first.',
  'premium.pricing.title': 'Party Dojo Premium',
  'premium.pricing.lead':
    'More packs for more kinds of nights. One subscription opens every premium pack in every game, and you can cancel whenever you like.',
  'premium.pricing.alreadyOn':
    'Premium is on for your account. Your plan and its renewal date are on your {profile}.',
  'premium.pricing.choose': 'Choose a plan',
  'premium.pricing.yearlyNote': 'About {saving}% less than paying monthly.',
  'premium.pricing.monthlyNote': 'Renews each month. Stop whenever you like.',
  'premium.pricing.noServer':
    'This copy of Party Dojo has no server, so premium cannot be bought here.',
  'premium.pricing.opening': 'Opening checkout…',
  'premium.pricing.subscribeMonthly': 'Subscribe monthly',
  'premium.pricing.subscribeYearly': 'Subscribe yearly',
  'premium.pricing.subscribe': 'Subscribe',
  'premium.pricing.signInFirst': 'You sign in first, so premium follows you to every device.',
  'premium.pricing.payment':
    'Payment is taken by our card payment provider on its own secure page; Party Dojo never sees your card. Prices are in US dollars.',
} as const;
