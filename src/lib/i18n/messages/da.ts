import { gamesPlay } from './da/games-play';
import type { Catalogue } from '../types';
import { games } from './da/games';
import { reading } from './da/reading';
import { gamesPartyStream } from './da/games-party-stream';
import { gamesSquiffy } from './da/games-squiffy';
import { gamesFacts } from './da/games-facts';
import { account } from './da/account';
import { app } from './da/app';
import { bars } from './da/bars';
import { feel } from './da/feel';
import { home } from './da/home';
import { premium } from './da/premium';
import { moderation } from './da/moderation';
import { shell } from './da/shell';
import { sync } from './da/sync';
import { tools } from './da/tools';
import { gallery } from './da/gallery';
import { contact } from './da/contact';
import { misc } from './da/misc';
import { qr } from './da/qr';
import { rooms } from './da/rooms';
import { gamesMeyer } from './da/games-meyer';
import { editor } from './da/editor';
import { gamesTable } from './da/games-table';
import { packFile } from './da/pack-file';
import { head } from './da/head';
import { gamesCic } from './da/games-cic';
import { gamesWordGuess } from './da/games-word-guess';
import { gamesDrunkDice } from './da/games-drunk-dice';
import { gamesMoreOrLess } from './da/games-more-or-less';
import { gamesCharades } from './da/games-charades';
import { gamesOddOneOut } from './da/games-odd-one-out';

// The Danish table: written for Danes, not word for word. Each area's file under da/ answers the
// same area's file under en/.

export const da: Catalogue = {
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
};
