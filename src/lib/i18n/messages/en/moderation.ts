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
} as const;
