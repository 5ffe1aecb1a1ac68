// The moderators' queue (/moderation): what a decision did, and why it did not go through.

export const moderation = {
  'moderation.offline':
    'The queue could not be loaded: the server did not answer. Check the connection and try again.',
  'moderation.unreadable': 'The server sent a queue this page cannot read.',
  'moderation.notModerator': 'Only moderators can do this. Sign in with a moderator account.',
  'moderation.noLongerModerator': 'Only moderators can do this: your account no longer is one.',
  'moderation.nothingChanged':
    'The server did not answer, so nothing changed. Check the connection and try again.',
  'moderation.restored': '“{name}” is back in the gallery.',
  'moderation.removed': '“{name}” is removed: off the gallery and its link.',
  'moderation.theAuthor': 'The author',
  'moderation.bannedUnknown':
    '{who} is banned and can no longer publish or report. Reload the queue to see their packs.',
  'moderation.bannedNone':
    '{who} is banned: none of their packs is in the gallery, and they can no longer publish or report.',
  'moderation.bannedSome': {
    one: '{who} is banned: 1 of their packs left the gallery, and they can no longer publish or report.',
    other:
      '{who} is banned: {count} of their packs left the gallery, and they can no longer publish or report.',
  },
  // The page itself.
  'moderation.title': 'Moderation',
  'moderation.loading': 'Loading the queue…',
  'moderation.signInTitle': 'Sign in to moderate',
  'moderation.signInText': 'This page is for moderators. Sign in with a moderator account.',
  'moderation.signIn': 'Sign in',
  'moderation.noServer':
    'This copy of Party Dojo has no server, so there are no community packs to moderate.',
  'moderation.tryAgain': 'Try again',
  'moderation.lead':
    'Packs hidden by reports, or reported and waiting for a look. {restore} ({keep} for a pack still shown) puts a pack back in the gallery and sets its reports aside. {remove} takes it off the gallery and its link. {ban} hides every pack they published and stops them publishing or reporting. Every decision is logged below.',
  'moderation.nothingWaiting': 'Nothing waiting',
  'moderation.waiting': { one: '{count} pack waiting', other: '{count} packs waiting' },
  'moderation.empty': 'No pack is hidden or has reports nobody has looked at.',
  'moderation.decisions': 'Decisions',
  'moderation.noDecisions': 'No decisions yet.',
  'moderation.log.restore': '{moderator} restored “{pack}”',
  'moderation.log.remove': '{moderator} removed “{pack}”',
  'moderation.log.ban': '{moderator} banned the author of “{pack}”',
  'moderation.log.by': ' by {author}',
  'moderation.by': 'by {author}',
  'moderation.unnamedAuthor': 'an unnamed author',
  'moderation.authorBanned': 'Author banned',
  'moderation.hiddenSince': 'Hidden since {when}',
  'moderation.inGallery': 'In the gallery',
  'moderation.reports': {
    one: '{count} open report, {trusted} from trusted accounts (a confirmed email, a day old)',
    other: '{count} open reports, {trusted} from trusted accounts (a confirmed email, a day old)',
  },
  'moderation.noReports': 'No reports: hidden by a moderator (a ban hides every pack).',
  'moderation.deletedAccount': 'a deleted account',
  'moderation.didNotCount': 'new or unconfirmed account, did not count',
  'moderation.setAside': 'set aside earlier',
  'moderation.note': 'Note for the log (optional)',
  'moderation.confirm': 'Confirm',
  'moderation.confirmRemove': 'Remove “{pack}”? It leaves the gallery and its link stops working.',
  'moderation.confirmBan':
    'Ban {author}? Every pack they published leaves the gallery, and they can no longer publish or report.',
  'moderation.thisAuthor': 'this author',
  'moderation.yesRemove': 'Yes, remove it',
  'moderation.yesBan': 'Yes, ban the author',
  'moderation.cancel': 'Cancel',
  'moderation.restore': 'Restore',
  'moderation.keep': 'Keep',
  'moderation.remove': 'Remove',
  'moderation.ban': 'Ban author',
} as const;
