// Importing a pack file (the editor's first page): what is wrong with a file, in words a person
// knows, and where. "Could not determine metadata structure" is docs/spec/messages.md's wording.

export const packFile = {
  'packFile.tooBig': 'The file is larger than 5 MB, too big for one pack.',
  'packFile.where': 'line {line}, column {column}',
  'packFile.brokenAt':
    'This is not a pack file: its text is broken at {where}. A pack file is the .json file the Export button saves.',
  'packFile.notPack':
    'This is not a pack file. A pack file is the .json file the Export button saves.',
  'packFile.metadata':
    "Could not determine metadata structure. This file does not look like a pack: a pack file holds the pack's name, author and id, as the Export button writes it.",
  'packFile.field.name': 'The game name',
  'packFile.field.id': "The pack's id",
  'packFile.field.description': 'The game description',
  'packFile.field.author': 'The author name',
  'packFile.field.explicit': 'The 18+ setting',
  'packFile.field.alcohol': 'The alcohol setting',
  'packFile.field.creationDate': 'The creation date',
  'packFile.field.tags': 'The tags',
  'packFile.field.prompts': 'The prompts',
  'packFile.field.likes': 'The number of likes',
  'packFile.field.plays': 'The number of plays',
  'packFile.field.other': 'Part of the file',
  'packFile.promptTooLong': 'Prompt {number} is longer than {max} characters.',
  'packFile.promptNotText': 'Prompt {number} is not text.',
  'packFile.promptNoText': 'Prompt {number} has no text.',
  'packFile.promptIs': 'Prompt {number} is not text (it is {kind}).',
  'packFile.promptKind': 'Prompt {number} must be marked "truth" or "dare".',
  'packFile.tagTooLong': 'A tag is longer than {max} characters.',
  'packFile.tagNotWord': 'Every tag must be a word, not a number or a list.',
  'packFile.maxPrompts': 'A pack holds at most {max} prompts.',
  'packFile.maxTags': 'A pack has at most {max} tags.',
  'packFile.tooLong': '{field} is longer than {max} characters.',
  'packFile.damagedId':
    '{field} is damaged (an id looks like 6f1c1c52-8f7e-4d7a-9d59-2a1f3b0c9e11).',
  'packFile.notDate':
    '{field} is not a date this app can read (it should look like 2026-11-21T10:00:00.000Z).',
  'packFile.trueOrFalse': '{field} must be true or false.',
  'packFile.list': '{field} must be a list.',
  'packFile.wholeNumber': '{field} must be a whole number, 0 or more.',
  'packFile.text': '{field} must be text.',
  'packFile.kind.number': 'a number',
  'packFile.kind.boolean': 'true or false',
  'packFile.kind.object': 'a group of fields',
  'packFile.kind.list': 'a list',
  'packFile.kind.empty': 'empty',
  'packFile.kind.other': 'something else',
  'packFile.unknownGame':
    'This pack is for a game this app does not know ("{game}"). The game must be one of {games}.',
  'packFile.gameNotName':
    'The game the pack is for must be a name such as "truth-or-dare", not {kind}.',
} as const;
