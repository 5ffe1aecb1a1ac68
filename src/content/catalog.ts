import type { IconName } from '../components/icons';
import { GAME_PLAYERS, playersShort, type GameWithPlayers } from './game-facts';

// Everything the home page and /go can point at. An entry shows only when this build has its
// route, so a link never leads to a 404 while an area is still being built.

export type CatalogSection = 'games' | 'bars' | 'tools' | 'articles' | 'create' | 'account';

export interface CatalogEntry {
  path: string;
  title: string;
  blurb: string;
  section: CatalogSection;
  icon: IconName;
  /** How many can play, for games: from the game's definition, as its guide shows it (U21). */
  players?: string;
  /** The game a games tile opens: its name and line read in the page's language (catalogText). */
  game?: GameWithPlayers;
  /** Any other tile: its name and line in the page's language (home.tile.* in the message catalogue). */
  tile?: CatalogTile;
}

/** The tiles that are not games, by the name their words have in the catalogue. */
export type CatalogTile =
  | 'slusen'
  | 'scrollbar'
  | 'coinFlip'
  | 'diceRoll'
  | 'spinBottle'
  | 'guides'
  | 'editor'
  | 'packs'
  | 'profile';

/** A game's tile: its route and its player count, from the one list of player counts. */
function game(
  id: GameWithPlayers,
  path = `/games/${id}`,
): Pick<CatalogEntry, 'section' | 'path' | 'players' | 'game'> {
  return { section: 'games', path, players: playersShort(GAME_PLAYERS[id]), game: id };
}

export const CATALOG: readonly CatalogEntry[] = [
  {
    ...game('never-have-i-ever'),
    title: 'Never have I ever',
    blurb: 'Confess, sip, and learn far too much about your friends.',
    icon: 'cards',
  },
  {
    ...game('most-likely-to'),
    title: 'Most likely to',
    blurb: 'Everyone points on three. The most fingers drinks.',
    icon: 'crown',
  },
  {
    ...game('truth-or-dare'),
    title: 'Truth or dare',
    blurb: 'Pick your poison: spill a secret or take the challenge.',
    icon: 'flame',
  },
  {
    ...game('charades'),
    title: 'Charades',
    blurb: 'Teams, a timer and zero words. Act it out.',
    icon: 'mask',
  },
  {
    ...game('category'),
    title: 'Category',
    blurb: 'Name one each until someone blanks or repeats.',
    icon: 'list',
  },
  {
    ...game('country-island-city'),
    title: 'Country, island, city',
    blurb: 'One letter, a column of categories, a racing clock.',
    icon: 'globe',
  },
  {
    ...game('mix'),
    title: 'Mix',
    blurb: 'A bit of every game, shuffled into one long night.',
    icon: 'shuffle',
  },
  {
    ...game('meyer'),
    title: 'Meyer',
    blurb: 'The bluffing dice game: roll, lie, and call it.',
    icon: 'dice',
  },
  {
    ...game('drunk-dice'),
    title: 'Drunk dice',
    blurb: 'Roll the dice and follow what they say.',
    icon: 'dice-pair',
  },
  {
    ...game('odd-one-out'),
    title: 'Odd one out',
    blurb: 'All but one of you know the word. Sniff out the bluffer, on one phone or all of them.',
    icon: 'odd-one',
  },
  {
    ...game('word-guess'),
    title: 'Word guess',
    blurb: 'Crack the secret word in twenty questions.',
    icon: 'question',
  },
  {
    ...game('more-or-less', '/games/more-or-less/team-select'),
    title: 'More or less',
    blurb: 'Higher or lower? Teams guess which number wins.',
    icon: 'updown',
  },
  {
    ...game('squiffy'),
    title: 'Squiffy',
    blurb: 'Dares, questions, votes and duels, with your names on every card.',
    icon: 'spark',
  },
  {
    ...game('party-stream'),
    title: 'Party stream',
    blurb:
      'Tasks, votes, duels, mini-games and rules that run a few turns, one card after another.',
    icon: 'stream',
  },
  {
    section: 'bars',
    path: '/games/slusen',
    tile: 'slusen',
    title: 'Slusen',
    blurb: 'The Line, Bakke and the partner bar’s other house games.',
    icon: 'mug',
  },
  {
    section: 'bars',
    path: '/games/scrollbar',
    tile: 'scrollbar',
    title: 'ScrollBar',
    blurb: 'Meyer, dare-cup beer pong and the ITU student bar’s table games.',
    icon: 'cocktail',
  },
  {
    section: 'tools',
    path: '/tools/coin-flip',
    tile: 'coinFlip',
    title: 'Coin flip',
    blurb: 'Heads or tails, settled fairly.',
    icon: 'coin',
  },
  {
    section: 'tools',
    path: '/tools/dice-roll',
    tile: 'diceRoll',
    title: 'Dice roll',
    blurb: 'Roll one die or a handful.',
    icon: 'dice',
  },
  {
    section: 'tools',
    path: '/tools/spin-the-bottle',
    tile: 'spinBottle',
    title: 'Spin the bottle',
    blurb: 'Tap, spin, and see who it picks.',
    icon: 'bottle',
  },
  {
    section: 'articles',
    path: '/articles',
    tile: 'guides',
    title: 'Game guides',
    blurb: 'Rules for beer pong, kings cup, ring of fire and more. Search by players and kit.',
    icon: 'book',
  },
  {
    section: 'create',
    path: '/editor',
    tile: 'editor',
    title: 'Make your own pack',
    blurb: 'Write prompts, play them at once, share a link. Works offline.',
    icon: 'pen',
  },
  {
    section: 'create',
    path: '/packs',
    tile: 'packs',
    title: 'Community packs',
    blurb: 'Packs other players made and published: search, sort and play them.',
    icon: 'cards',
  },
  {
    section: 'account',
    path: '/profile',
    tile: 'profile',
    title: 'Your profile',
    blurb: 'Dojo coins, rewards, liked and created games.',
    icon: 'user',
  },
];
