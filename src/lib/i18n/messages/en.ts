import { gamesPlay } from './en/games-play';
import { games } from './en/games';
import { reading } from './en/reading';
import { gamesPartyStream } from './en/games-party-stream';
import { gamesSquiffy } from './en/games-squiffy';
import { gamesFacts } from './en/games-facts';
import { account } from './en/account';
import { app } from './en/app';
import { bars } from './en/bars';
import { feel } from './en/feel';
import { home } from './en/home';
import { premium } from './en/premium';
import { moderation } from './en/moderation';
import { shell } from './en/shell';
import { sync } from './en/sync';
import { tools } from './en/tools';
import { gallery } from './en/gallery';
import { contact } from './en/contact';
import { misc } from './en/misc';
import { qr } from './en/qr';
import { rooms } from './en/rooms';
import { gamesMeyer } from './en/games-meyer';
import { editor } from './en/editor';
import { gamesTable } from './en/games-table';
import { packFile } from './en/pack-file';
import { head } from './en/head';
import { gamesCic } from './en/games-cic';
import { gamesWordGuess } from './en/games-word-guess';
import { gamesDrunkDice } from './en/games-drunk-dice';
import { gamesMoreOrLess } from './en/games-more-or-less';
import { gamesCharades } from './en/games-charades';
import { gamesOddOneOut } from './en/games-odd-one-out';

// The English table: the spec's words (docs/spec), word for word. Each area of the app keeps its
// messages in its own file under en/ (and da/, with the same keys and the same \`{slots}\`); this
// file puts them together. Keys start with their area's name.

export const en = {
  ...shell,
  ...games,
  ...reading,
  ...gamesSquiffy,
  ...gamesPartyStream,
  ...gamesFacts,
  ...gamesPlay,
  ...account,
  ...app,
  ...home,
  ...feel,
  ...bars,
  ...sync,
  ...premium,
  ...moderation,
  ...tools,
  ...gallery,
  ...contact,
  ...misc,
  ...qr,
  ...rooms,
  ...gamesMeyer,
  ...editor,
  ...gamesTable,
  ...packFile,
  ...head,
  ...gamesCic,
  ...gamesWordGuess,
  ...gamesDrunkDice,
  ...gamesMoreOrLess,
  ...gamesCharades,
  ...gamesOddOneOut,
} as const;
