// The account pages: signing in and up, the emailed links, the profile, rewards and the coin shop.

export const account = {
  // Sign in, sign up (auth-page.tsx).
  'account.signIn.title': 'Sign in',
  'account.signIn.lead':
    'Your packs, likes and dojo coins, on every device. Playing never needs an account.',
  'account.signIn.submit': 'Sign in',
  'account.signIn.busy': 'Signing in…',
  'account.signIn.switchText': 'New here?',
  'account.signIn.switchLink': 'Create an account',
  'account.signUp.title': 'Create your account',
  'account.signUp.lead':
    'Free, and it takes a moment: a profile with dojo coins and rewards, and the packs you make follow you to every device.',
  'account.signUp.submit': 'Create account',
  'account.signUp.busy': 'Creating your account…',
  'account.signUp.switchText': 'Already have an account?',
  'account.signUp.switchLink': 'Sign in',
  'account.signUp.passwordHint': 'At least 8 characters.',
  'account.signUp.news':
    'Email me news from Party Dojo: new games and packs, a few times a year. You can switch it off any time on your profile.',
  'account.password': 'Password',
  'account.forgot': 'Forgot password?',
  'account.resendConfirmation': 'Send the confirmation email again',
  'account.emailLink': 'Email me a sign-in link',
  'account.sentAgain': 'Sent again. The newest link is the one that works.',
  'account.noServer.body':
    'Every game, the editor and your packs work here all the same, kept on this device.',
  'account.backToGames': 'Back to the games',
  'account.confirmSent':
    'We sent a link to {email}. Open it on this device to confirm your account, and you are in. It works once, for one hour.',
  'account.resendEmail': 'resend the email',
  'account.tryAnother': 'try another address',
  'account.signedIn.title': "You're signed in",
  'account.signedIn.as': 'Signed in as {email}.',
  'account.signedIn.device': 'This device is signed in.',
  'account.continue': 'Continue',

  // The shared form parts (auth-parts.tsx, local-inbox.tsx).
  'account.email': 'Email',
  'account.hide': 'Hide',
  'account.show': 'Show',
  'account.checkEmail': 'Check your email',
  'account.nothingThere': 'Nothing there? Look in spam, {again} or {other}.',
  'account.localInbox':
    'This copy of Party Dojo runs on your computer, so no email leaves it: open the {inbox} to find it.',
  'account.localInbox.link': 'local inbox',

  // What goes wrong when signing in or up (auth-messages.ts).
  'account.error.offline':
    'Signing in needs a connection. Everything else keeps working offline, and what you do is kept on this device.',
  'account.error.badCredentials':
    "That email and password don't match an account. Check both and try again.",
  'account.error.emailTaken': 'An account with this email already exists. Sign in instead.',
  'account.error.weakPassword': 'Choose a longer password: at least 8 characters.',
  'account.error.badEmail': "That doesn't look like an email address.",
  'account.error.tooMany': 'Too many tries in a short time. Wait a minute, then try again.',
  'account.error.notConfirmed':
    'Confirm your email first: open the link we sent you, then sign in.',
  'account.error.linkExpired':
    'This link has expired or was already used. Ask for a new one below.',
  'account.error.samePassword': 'That is already your password. Choose a different one.',
  'account.error.noAccount': 'No account uses this email yet. Create one instead.',
  'account.error.emailWait':
    'We just sent you an email. Wait a minute before asking for another one.',
  'account.error.recentLogin': 'For your safety, sign in again before doing that.',
  'account.error.domain': "Signing in isn't allowed from this address.",
  'account.error.popupBlocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'account.error.popupClosed':
    'The sign-in window closed before you finished. Try again when you are ready.',
  'account.error.signupClosed': "New accounts can't be made right now. Try again later.",
  'account.error.sessionEnded': 'Your session has ended. Sign in again.',
  'account.error.noServer': 'This copy of Party Dojo has no server to sign in to.',
  'account.error.unknown': 'Something went wrong on our side. Try again in a moment.',
  'account.error.enterEmail': 'Enter your email address.',
  'account.error.enterNewPassword': 'Enter a new password.',
  'account.error.enterPassword': 'Enter your password.',

  // The emailed links (email-link-pages.tsx).
  'account.reset.title': 'Forgot your password?',
  'account.reset.lead':
    'Type the email of your account and we will send a link to choose a new password.',
  'account.reset.submit': 'Send me a reset link',
  'account.reset.sent':
    'If an account uses {email}, a link to choose a new password is on its way. Open it on this device; it works once, for one hour.',
  'account.link.title': 'Sign in with an email link',
  'account.link.lead': 'No password needed: we email you a link, and opening it signs you in.',
  'account.link.submit': 'Email me a sign-in link',
  'account.link.sent':
    'We sent a sign-in link to {email}. Open it on this device; it works once, for one hour.',
  'account.sending': 'Sending…',
  'account.sendAgain': 'send it again',
  'account.useAnother': 'use another address',
  'account.backToSignIn': 'Back to sign in',
  'account.remembered': 'Remembered it?',
  'account.signInWithPassword': 'Sign in with your password',
  'account.confirm.noServerTitle': 'Open your link',
  'account.confirm.opening': 'Opening your link…',
  'account.confirm.checkingReset': 'Checking your reset link.',
  'account.confirm.signingIn': 'Signing you in.',
  'account.confirm.offlineTitle': 'You are offline',
  'account.confirm.failedTitle': 'That did not work',
  'account.confirm.offline':
    'Opening this link needs a connection. Connect, then try again: the link still works.',
  'account.tryAgain': 'Try again',
  'account.expired.title': 'This link has expired',
  'account.expired.lead':
    'Links from our emails work once, for one hour. This one was already used, has run out, or a newer email replaced it. No harm done: ask for a fresh one.',
  'account.expired.newReset': 'Send me a new reset link',
  'account.expired.newLink': 'Email me a new sign-in link',
  'account.expired.password': 'Sign in with a password',
  'account.newPassword.title': 'Choose a new password',
  'account.newPassword.changed': 'Password changed',
  'account.newPassword.signedIn':
    'You are signed in. Use your new password next time; any other device that used the old one is signed out.',
  'account.newPassword.signedInAs':
    'You are signed in as {email}. Use your new password next time; any other device that used the old one is signed out.',
  'account.newPassword.openLink':
    'To choose a new password, open the reset link from your email on this device first.',
  'account.newPassword.for': 'For {email}.',
  'account.newPassword.rule': 'At least 8 characters, and different from the old one.',
  'account.newPassword.label': 'New password',
  'account.newPassword.save': 'Save new password',
  'account.saving': 'Saving…',

  // The invite (invite-banner.tsx).
  'account.invite.named': '{name} invited you to Party Dojo.',
  'account.invite.friend': 'A friend invited you to Party Dojo.',
  'account.invite.create': 'Create your account: they earn dojo coins, and you get 30 too.',

  // The profile (profile-page.tsx, profile-form.ts).
  'account.profile.neverSynced': 'Not synced on this device yet.',
  'account.profile.lastSynced': 'Last synced {when}.',
  'account.profile.unknownPack': 'A pack not opened on this device yet',
  'account.profile.changeName': 'Change username',
  'account.profile.nameSaved': 'Saved. It reaches your account when this device next syncs.',
  'account.profile.username': 'Username',
  'account.profile.nameNotSaved': 'Your username could not be saved on this device. Try again.',
  'account.profile.enterName': 'Enter a username.',
  'account.profile.nameTooLong': 'Keep your username to {max} characters or fewer.',
  'account.save': 'Save',
  'account.cancel': 'Cancel',
  'account.profile.inviteLink': 'Your invite link',
  'account.profile.copyLink': 'Copy link',
  'account.profile.share': 'Share',
  'account.profile.shareText': 'Join me on Party Dojo',
  'account.profile.copied': 'Link copied.',
  'account.profile.notCopied':
    'This browser would not copy it: press and hold the link to copy it.',
  'account.profile.title': 'Your profile',
  'account.profile.signedOutLead':
    'Sign in to have a profile: dojo coins and rewards, the packs you make and like on every device, and a link to invite friends. Every game works without one.',
  'account.profile.signIn': 'Sign in',
  'account.profile.createAccount': 'Create an account',
  'account.profile.noServer':
    'This copy of Party Dojo has no server, so everything stays on this device.',
  'account.profile.invitedBy': 'You joined through {name}’s invite.',
  'account.profile.deletedTitle': 'Your account is deleted',
  'account.profile.deletedLead':
    'Your account and everything it held are gone from our server and from this device. Your published packs are no longer shared.',
  'account.profile.deletedBody': 'Every game still works here without an account.',
  'account.profile.signedInAs': 'Signed in as {email}.',
  'account.profile.waitingBody':
    'This device has not received your profile yet. It arrives with the first sync, which needs a connection; after that it opens here offline too.',
  'account.profile.memberSince': 'Member since {date}',
  'account.profile.coins': 'Dojo coins',
  'account.profile.coinsPending': {
    one: '{count} coin is being spent and waits for the server.',
    other: '{count} coins are being spent and wait for the server.',
  },
  'account.profile.rewards': 'Rewards',
  'account.profile.spend': 'Spend your coins',
  'account.profile.achievements': 'Achievements',
  'account.profile.noneYet': 'None yet.',
  'account.profile.made': 'Games you made',
  'account.profile.madeEmpty': 'None published yet. Make one in the editor.',
  'account.profile.liked': 'Games you like',
  'account.profile.likedEmpty': 'Like a pack to find it here.',
  'account.profile.invite': 'Invite friends',
  'account.profile.nobodyJoined': 'Nobody has joined through your link yet.',
  'account.profile.joined': {
    one: '{count} friend has joined through your link.',
    other: '{count} friends have joined through your link.',
  },
  'account.profile.premium': 'Premium',

  // Deleting the account (delete-account-section.tsx, delete-account.ts).
  'account.delete.premiumCancelled':
    'Your premium ends now too. It was already set not to renew, so you will not be charged again.',
  'account.delete.premium':
    'Your premium subscription ends now too, and you will not be charged again. The rest of the period you paid for is not refunded.',
  'account.delete.title': 'Delete my account',
  'account.delete.note':
    'This removes your account from our server for good: your profile, dojo coins, rewards, likes and the packs you made. Your published packs stop being shared. Games on this device keep working without an account.',
  'account.delete.confirmTitle': 'Delete your account for good?',
  'account.delete.deleting': 'Deleting…',
  'account.delete.gone':
    'Everything your account holds on our server goes, and it cannot be brought back.',
  'account.delete.type': 'To confirm, type your username ({username}) or the word {word}.',
  'account.delete.word': 'delete',
  'account.delete.field': 'Username or “{word}”',
  'account.delete.offline': 'Deleting your account needs a connection. Connect, then try again.',
  'account.delete.noServer':
    'This copy of Party Dojo has no server, so there is no account to delete.',
  'account.delete.failed':
    'Your account could not be deleted just now. Nothing was removed. Try again in a moment.',
  'account.delete.session': 'Your session has expired. Sign in again, then delete your account.',

  // Rewards and the coin shop (profile-rewards.tsx, rewards.ts).
  'account.reward.welcome.title': 'Welcome to the dojo',
  'account.reward.welcome.description': 'Create your account.',
  'account.reward.first-pack.title': 'Pack maker',
  'account.reward.first-pack.description': 'Publish your first game pack.',
  'account.reward.share-pack.title': 'Crowd pleaser',
  'account.reward.share-pack.description': 'Someone else likes one of your published packs.',
  'account.reward.joined-through-friend.title': 'Joined through a friend',
  'account.reward.joined-through-friend.description': "Sign up through a friend's invite link.",
  'account.reward.fan.title': 'Fan',
  'account.reward.fan.description': 'Like a pack, or give a game a thumbs up.',
  'account.reward.feedback.title': 'Critic',
  'account.reward.feedback.description': 'Rate a game with the thumbs under it while signed in.',
  'account.reward.newsletter.title': 'In the loop',
  'account.reward.follow-social.title': 'Follower',
  'account.coin.reward': 'Reward: {title}',
  'account.coin.referral': 'A friend joined through your invite link',
  'account.coin.unlocked': 'Unlocked {pack} ({game})',
  'account.coin.unlockedPack': 'Unlocked a premium pack',
  'account.coin.spentOn': 'Spent on {detail}',
  'account.coin.spent': 'Spent',
  'account.coin.grant': 'Given by Party Dojo',
  'account.reward.howPublish': 'Make a pack',
  'account.reward.howLiked': 'Your packs',
  'account.reward.howLike': 'Find a pack to like',
  'account.reward.howFeedback': 'Pick a game',
  'account.reward.nextSync': 'Paid the next time this device syncs.',
  'account.reward.inviteOnly': 'Only for accounts made through an invite link.',
  'account.reward.notYet': 'Not earned yet',
  'account.reward.intro':
    'Rewards pay by themselves: do what one asks, and its coins arrive the next time this device syncs.',
  'account.reward.justEarned': 'Just earned: {list}.',
  'account.reward.earnedItem': '{title} (+{coins} dojo coins)',
  'account.reward.coins': '+{coins} dojo coins',
  'account.reward.earned': 'Earned',
  'account.reward.pending': 'Pending: waiting for the server.',
  'account.reward.pendingOffline': 'Pending: it is sent when this device is back online.',
  'account.shop.unlocked':
    '{pack} is yours for good. Switch it on from the Packs button in {game}.',
  'account.shop.already': '{pack} was already yours, so no coins were spent.',
  'account.shop.insufficient':
    'Not enough dojo coins: {pack} costs {price} and you have {balance}. Nothing was spent.',
  'account.shop.refused': 'That pack cannot be bought with coins. Nothing was spent.',
  'account.shop.offline': 'Buying needs a connection. Nothing was spent.',
  'account.shop.noAnswer':
    'The server did not answer, so nothing was spent. Try again in a moment.',
  'account.shop.premium':
    'Premium already opens every premium pack, so there is nothing to buy with coins while it lasts. What you unlock with coins stays yours after premium ends.',
  'account.shop.lead': 'Unlock a premium pack for good, without a subscription.',
  'account.shop.balance': {
    one: 'You have {count} dojo coin.',
    other: 'You have {count} dojo coins.',
  },
  'account.shop.offlineNote':
    'Buying needs a connection, so the server can check your coins. It works again once you are online; nothing is spent until then.',
  'account.shop.packFor': 'Premium pack for {game}',
  'account.shop.price': '{price} dojo coins',
  'account.shop.owned': 'Unlocked.',
  'account.shop.play': 'Play {game}',
  'account.shop.withPremium': 'Open with premium',
  'account.shop.unlocking': 'Unlocking…',
  'account.shop.unlock': 'Unlock',
  'account.shop.confirmTitle': 'Unlock {pack} for {price} coins?',
  'account.shop.confirmSpend': 'Spend {price} coins',
  'account.shop.confirmBody': '{pack} is yours for good in {game}, on every device you sign in on.',
} as const;
