// The table link (src/features/games/table): phones that play together with no signal, each
// dealing its own part of the game from the host's code.
export const gamesTable = {
  'table.oddOneOut.otherWords':
    "This phone has a different list of Odd one out words from the host's phone, so the two would deal different rounds. Open Party Dojo on both phones once you have signal to update them; until then, play on one phone passed round.",
  'table.join.scanAnother': 'Scan another code',
  'table.otherLang.da':
    'That code is for a table playing in Danish, and this page deals the English words. Open the Danish page to join it: the code goes with you.',
  'table.otherLang.en':
    'That code is for a table playing in English, and this page deals the Danish words. Open the English page to join it: the code goes with you.',
  'table.otherLang.openDa': 'Join in Danish',
  'table.otherLang.openEn': 'Join in English',
  'table.otherLang.gameDa':
    'This phone’s table plays in Danish, and this page deals the English words. Open the Danish page to go on playing.',
  'table.otherLang.gameEn':
    'This phone’s table plays in English, and this page deals the Danish words. Open the English page to go on playing.',
  'table.otherLang.playDa': 'Play in Danish',
  'table.otherLang.playEn': 'Play in English',
} as const;
