// The header's account pill and its sync panel.

export const sync = {
  'sync.waiting': ' · {count} waiting',
  'sync.localOnly': 'Local only',
  'sync.localOnly.detail':
    'This copy of Party Dojo has no server, so everything stays on this device.',
  'sync.signedOut': 'Not signed in',
  'sync.signedOut.detail':
    'Everything works and is kept on this device. Sign in to sync it to your account.',
  'sync.signInAgain': 'Sign in again{waiting}',
  'sync.signInAgain.detail':
    'Your session ended. Nothing is lost: sign in again and your changes will be sent.',
  'sync.offline': 'Offline{waiting}',
  'sync.offline.detail':
    'No connection. Your changes are saved here and will be sent when it returns.',
  'sync.retrying': 'Retrying{waiting}',
  'sync.retrying.auth':
    'Renewing your sign-in failed several times in a row, so the next try waits a little. Your changes are safe here. If this device’s date or time is wrong, setting it right helps.',
  'sync.slow': 'Slow connection{waiting}',
  'sync.slow.detail':
    'The connection is slow. Your changes are saved here and are sent a few at a time, so they keep going out.',
  'sync.syncing': 'Syncing{waiting}',
  'sync.syncing.detail': 'Sending and fetching changes.',
  'sync.refused': '{count} not accepted',
  'sync.refused.detail': {
    one: 'The server refused one change. See why below.',
    other: 'The server refused {count} changes. See why below.',
  },
  'sync.retrying.detail':
    'The server could not be reached just now. Your changes are safe here and are sent by themselves in a moment, or tap Sync now.',
  'sync.pending': '{count} waiting',
  'sync.pending.detail':
    'Some changes are saved here and not sent yet. They go out by themselves shortly.',
  'sync.synced': 'Synced',
  'sync.synced.detail': 'Everything on this device is on your account.',
  'sync.notYet': 'Not synced yet',
  'sync.notYet.detail': 'The first sync has not finished yet. Stay connected for a moment.',
  'sync.signIn': 'Sign in',
  'sync.badge.who': '{email}: ',
  'sync.badge.sync': 'Sync: ',
  'sync.op.contact.create': 'Contact message',
  'sync.op.feedback.create': 'Feedback',
  'sync.op.pack-state.set': 'Pack switched on or off',
  'sync.op.like.add': 'Like',
  'sync.op.like.remove': 'Unlike',
  'sync.op.play.count': 'Play count',
  'sync.op.reward.claim': 'Reward claim',
  'sync.op.coins.spend': 'Coin spend',
  'sync.op.referral.record': 'Referral',
  'sync.op.profile.update': 'Profile change',
  'sync.op.pack.save': 'Pack save',
  'sync.op.pack.publish': 'Pack publish',
  'sync.op.pack.delete': 'Pack delete',
  'sync.op.draft.update': 'Draft edit',
  'sync.op.pack.report': 'Pack report',
  'sync.op.dealt.merge': 'Cards dealt',
  'sync.ago.now': 'just now',
  'sync.ago.minutes': '{count} min ago',
  'sync.ago.hours': '{count} h ago',
  'sync.retry': 'Retry',
  'sync.discard': 'Discard',
  'sync.panel': 'Account and sync',
  'sync.signedInAs': 'Signed in as {email}',
  'sync.pendingFact': 'Waiting to send',
  'sync.oldestFact': 'Oldest waiting',
  'sync.lastFact': 'Last synced',
  'sync.never': 'Never on this device',
  'sync.unowned': {
    one: '{count} change was made while signed out.',
    other: '{count} changes were made while signed out.',
  },
  'sync.adopt': 'Add to my account',
  'sync.otherAccounts': {
    one: '{count} change was made on this device by an account that is not signed in now. They are kept and will be sent when that account signs in again.',
    other:
      '{count} changes were made on this device by an account that is not signed in now. They are kept and will be sent when that account signs in again.',
  },
  'sync.refusedTitle': 'Not accepted by the server',
  'sync.now': 'Sync now',
  'sync.profile': 'Your profile',
  'sync.signOut': 'Sign out',
  'sync.signOutFailed': 'Signing out did not finish. Try again.',
  'sync.unsent.title': 'Sign out with changes not sent?',
  'sync.unsent.stay': 'Stay signed in',
  'sync.unsent.body': {
    one: 'One change made on this device has not reached your account yet. It stays here and will be sent when you sign in to this account again on this device.',
    other:
      '{count} changes made on this device have not reached your account yet. They stay here and will be sent when you sign in to this account again on this device.',
  },
  'sync.unsent.rest': 'Everything else of this account is removed from this device.',
} as const;
