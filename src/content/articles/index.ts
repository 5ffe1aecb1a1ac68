import { GAME_PLAYERS } from '../game-facts';
import type { GuideMeta } from '../reading/types';

// The long guides at /articles/{slug}: what the articles list, its filters and each page's
// <title> and meta description need. Each body is src/content/articles/bodies/<slug>.ts, loaded
// only when its page opens. `play` is set only for the games the app itself deals.

const common = { locale: 'en', updated: '2026-11-24' } as const;

export const GUIDES: readonly GuideMeta[] = [
  {
    ...common,
    slug: 'never-have-i-ever',
    title: 'Never Have I Ever: rules, variants and how to play',
    description:
      'How to play Never Have I Ever: set-up, the rules, the ten-finger variant, house rules and how to keep confessions fun. Play it free in the app.',
    blurb: 'Say what you have never done; everyone who has, drinks. The classic confession game.',
    players: GAME_PLAYERS['never-have-i-ever'],
    equipment: ['phone', 'nothing'],
    length: 'round',
    play: '/games/never-have-i-ever',
  },
  {
    ...common,
    slug: 'most-likely-to',
    title: 'Most Likely To: rules, tie-breaks and house rules',
    description:
      'Most Likely To explained: ask the question, count to three, point. Rules for ties, scoring variants and how to keep the votes friendly.',
    blurb: 'Everyone points at who fits the question best. Most fingers drinks.',
    players: GAME_PLAYERS['most-likely-to'],
    equipment: ['phone', 'nothing'],
    length: 'round',
    play: '/games/most-likely-to',
  },
  {
    ...common,
    slug: 'truth-or-dare',
    updated: '2026-11-28',
    title: 'Truth or Dare: rules, good dares and ground rules',
    description:
      'Truth or Dare rules for two players or a crowd: agreeing limits, the price of refusing, house rules like double dare, and dares that stay fun.',
    blurb: 'Answer honestly or do the dare. Set limits first and it stays fun for everyone.',
    players: GAME_PLAYERS['truth-or-dare'],
    equipment: ['phone', 'nothing'],
    length: 'round',
    play: '/games/truth-or-dare',
  },
  {
    ...common,
    slug: 'category',
    title: 'Category (Categories): rules and the best variants',
    description:
      'Category, also called Categories or Last Man Standing: name things in a category before the clock runs out. Rules, timers and variants.',
    blurb:
      'Name a car brand, a cheese, a capital, in turn, before the clock runs out. Last one left wins.',
    players: GAME_PLAYERS.category,
    equipment: ['phone', 'nothing'],
    length: 'quick',
    play: '/games/category',
  },
  {
    ...common,
    slug: 'charades',
    title: 'Charades: team rules, signals and scoring',
    description:
      'How to play charades in teams: set-up, classic hand signals, one-minute turns, scoring and variants like stealing and pairs charades.',
    blurb: 'Act it out without a sound while your team shouts guesses at the clock.',
    players: GAME_PLAYERS.charades,
    equipment: ['phone', 'nothing'],
    length: 'round',
    play: '/games/charades',
  },
  {
    ...common,
    slug: 'country-island-city',
    title: 'Country, Island, City: rules and scoring',
    description:
      'Country, Island, City: draw a letter, fill every column before time runs out, score 10, 5 or 20. Rules, scoring table and house rules.',
    blurb:
      'One letter, a country, an island and a city before the timer ends. Unique answers score most.',
    players: GAME_PLAYERS['country-island-city'],
    equipment: ['phone'],
    length: 'round',
    play: '/games/country-island-city',
  },
  {
    ...common,
    updated: '2026-11-28',
    slug: 'odd-one-out',
    play: '/games/odd-one-out',
    title: 'Odd One Out: rules for the secret word game',
    description:
      'Odd One Out rules: all but one player get the secret word, questions go round, everyone points on three. Scoring, the last guess, a sips variant and tips.',
    blurb: 'All but one of you know the secret word. Ask, answer, then point at who is faking it.',
    players: GAME_PLAYERS['odd-one-out'],
    equipment: ['phone'],
    length: 'round',
  },
  {
    ...common,
    updated: '2026-11-29',
    slug: 'squiffy',
    play: '/games/squiffy',
    title: 'Squiffy: rules for the pass-the-phone party game',
    description:
      'Squiffy rules: dares, honest questions, votes and mini-contests with your names on every card. Packs, passing, a sips variant and tips.',
    blurb: 'Every card names someone at the table: a dare, a question, a vote or a quick contest.',
    players: GAME_PLAYERS.squiffy,
    equipment: ['phone'],
    length: 'round',
  },
  {
    ...common,
    updated: '2026-11-29',
    slug: 'more-or-less',
    play: '/games/more-or-less',
    title: 'More or Less: rules for the team number quiz',
    description:
      'More or Less rules: a question, a number that is close but wrong, and your team calls more or less. Teams, scoring, sips or forfeits and tips.',
    blurb: 'Is the real answer more or less than the number shown? Teams argue, then call it.',
    players: GAME_PLAYERS['more-or-less'],
    equipment: ['phone'],
    length: 'round',
  },
  {
    ...common,
    updated: '2026-11-29',
    slug: 'word-guess',
    play: '/games/word-guess',
    title: 'Word Guess: rules for Twenty Questions',
    description:
      'Word Guess, or Twenty Questions: one player holds a secret word, the rest ask yes-or-no questions. Rules, scoring, a sips variant and tips.',
    blurb: 'One of you knows the word. Twenty yes-or-no questions to find it.',
    players: GAME_PLAYERS['word-guess'],
    equipment: ['phone'],
    length: 'quick',
  },
  {
    ...common,
    updated: '2026-11-29',
    slug: 'drunk-dice',
    play: '/games/drunk-dice',
    title: 'Drunk Dice: rules for every face and total',
    description:
      'Drunk dice rules: roll one die or two, read the rule for the number, make table rules. The full rules tables, how to rewrite them and keeping it to sips.',
    blurb: 'Roll, read the rule for your number, pass the dice. One roll lets you make a rule.',
    players: GAME_PLAYERS['drunk-dice'],
    equipment: ['phone', 'dice'],
    length: 'quick',
  },
  {
    ...common,
    slug: 'the-line',
    title: "The Line: Slusen's straight-line beer pong",
    description:
      'The Line, the house beer pong of the Copenhagen bar Slusen: six cups in a row, only the front cup counts, hits move cups forward.',
    blurb: 'Beer pong in a straight line: only the front cup can be knocked out.',
    players: { min: 2 },
    equipment: ['cups', 'ping-pong-balls'],
    length: 'round',
  },
  {
    ...common,
    slug: 'bakke',
    title: "Bakke: the tray game, Slusen's house game as we play it",
    description:
      'Bakke, the tray game from the Copenhagen bar Slusen as we play it: a tray of small glasses, one die, six rolls and a waiter with attitude.',
    blurb: 'A tray of small glasses, one die and a roll that turns you into a waiter.',
    players: { min: 3, max: 8 },
    equipment: ['tray', 'dice'],
    length: 'quick',
  },
  {
    ...common,
    slug: 'meyer',
    title: 'Meyer (Mia): rules of the Danish dice bluffing game',
    description:
      'Meyer, also called Mia: the Danish dice bluffing game. The roll ranking from Meyer and Little Meyer down to 32, lives, the blind pass and variants.',
    blurb:
      'Roll two dice in secret, announce a number, and dare the next player to call your bluff.',
    players: GAME_PLAYERS.meyer,
    equipment: ['dice', 'cups'],
    length: 'round',
    play: '/games/meyer',
  },
  {
    ...common,
    slug: 'beer-pong',
    title: 'Beer Pong: rules, set-up and house rules',
    description:
      'Beer pong rules: the ten-cup triangle, turns, re-racks, balls back, bounce shots, redemption and tournament variants, plus how to keep it clean.',
    blurb: 'Two triangles of cups, two balls, one long table. Clear the other side first.',
    players: { min: 2 },
    equipment: ['cups', 'ping-pong-balls'],
    length: 'round',
  },
  {
    ...common,
    slug: 'kings-cup',
    updated: '2026-11-28',
    title: 'Kings Cup: rules and what every card means',
    description:
      'Kings Cup rules with a table of every card from ace to king, set-up, good jack rules, house variants and how to tame the cup in the middle.',
    blurb: 'Each card has a job, each king fills the cup. Draw the fourth king and sip from it.',
    players: { min: 4, max: 10 },
    equipment: ['playing-cards', 'cups'],
    length: 'evening',
  },
  {
    ...common,
    slug: 'ring-of-fire',
    updated: '2026-11-28',
    title: 'Ring of Fire: card rules and how to play',
    description:
      'Ring of Fire card game: deal a ring around the cup, draw without breaking it, and follow each card. Full card table, house rules and safer pours.',
    blurb: 'Draw from a ring of cards without breaking it. Every card is a rule.',
    players: { min: 3, max: 10 },
    equipment: ['playing-cards', 'cups'],
    length: 'evening',
  },
  {
    ...common,
    slug: 'flip-cup',
    title: 'Flip Cup: team relay rules and tips',
    description:
      'Flip Cup rules: two teams, one cup each, drink and flick the cup upside down before the next teammate goes. Set-up, fair pours and variants.',
    blurb: 'A relay race: drink, flick the cup upside down, tag the next teammate.',
    players: { min: 2, max: 16 },
    equipment: ['cups'],
    length: 'quick',
  },
  {
    ...common,
    slug: 'waterfall',
    updated: '2026-11-28',
    title: 'Waterfall: the rule, the card version and safer play',
    description:
      'Waterfall explained: everyone drinks at once, each stops after the player before them, and a count of five ends it. Card version, variants, safer play.',
    blurb: 'Everyone drinks together, stops after the person before, and a count of five ends it.',
    players: { min: 3 },
    equipment: ['playing-cards', 'nothing'],
    length: 'quick',
  },
  {
    ...common,
    slug: 'buffalo',
    updated: '2026-11-28',
    title: 'Buffalo: the weaker-hand drinking rule',
    description:
      'Buffalo rules: drink only with your non-dominant hand, or get called out. What counts, false buffalo calls, the hour switch and softer penalties.',
    blurb: 'Drink with your weaker hand, always. Get caught and someone shouts "Buffalo!"',
    players: { min: 2 },
    equipment: ['nothing'],
    length: 'evening',
  },
  {
    ...common,
    slug: 'pyramid',
    updated: '2026-11-28',
    title: 'Pyramid: card rules, bluffing and the row table',
    description:
      'Pyramid card game rules: a 21-card pyramid, three cards to memorize, bluff calls that cost double, and what each row is worth.',
    blurb: 'Memorize your cards, flip the pyramid, and bluff your way to handing out sips.',
    players: { min: 3, max: 10 },
    equipment: ['playing-cards'],
    length: 'round',
  },
  {
    ...common,
    slug: 'ride-the-bus',
    title: 'Ride the Bus: the four questions, the pyramid and the ride',
    description:
      'Ride the Bus card game rules: red or black, higher or lower, between or outside, suit; then the pyramid and the bus ride, with a bus-stop rule.',
    blurb: 'Guess your cards, unload them on the pyramid, and hope you do not ride the bus.',
    players: { min: 3, max: 10 },
    equipment: ['playing-cards'],
    length: 'round',
  },
  {
    ...common,
    slug: 'horse-race',
    title: 'Horse Race: the card game with aces for horses',
    description:
      'Horse Race drinking game: four aces race up a track of cards, everyone bets sips on a suit, setbacks send leaders back. Rules, payouts and variants.',
    blurb: 'Four aces race up a track of cards. Bet on a suit and cheer.',
    players: { min: 3 },
    equipment: ['playing-cards'],
    length: 'quick',
  },
  {
    ...common,
    slug: 'fireball',
    title: 'Fireball (Stack Cup): rules for the bouncing chase',
    description:
      'Fireball, also called Stack Cup: bounce a ball into your cup, pass it on, and get stacked if a cup catches you. Set-up, the King cup and variants.',
    blurb: 'Bounce into your cup and pass it on before the next cup catches you.',
    players: { min: 4, max: 12 },
    equipment: ['cups', 'ping-pong-balls'],
    length: 'round',
  },
  {
    ...common,
    slug: 'blackjack',
    title: 'Blackjack drinking game: bets in sips',
    description:
      'Blackjack as a drinking game: bet sips, hit or stay, dealer stands on 17. Card values, a beer-mat strategy, house rules and a bet cap that works.',
    blurb: 'Beat the dealer to 21. Win and hand out your bet; bust and drink it.',
    players: { min: 2, max: 8 },
    equipment: ['playing-cards', 'coins'],
    length: 'round',
  },
  {
    ...common,
    slug: 'drunk-poker',
    updated: '2026-11-28',
    title: "Drunk Poker: Texas Hold'em with sips on the side",
    description:
      "Drunk Poker rules: play Hold'em for chips while folds, lost hands and caught bluffs cost sips. Hand rankings, house rules and a sensible end time.",
    blurb: 'Poker for chips, with sips for folding, losing and getting caught bluffing.',
    players: { min: 2, max: 8 },
    equipment: ['playing-cards', 'coins'],
    length: 'evening',
  },
  {
    ...common,
    slug: 'drunk-uno',
    updated: '2026-11-28',
    title: 'Drunk UNO: sips for every card you draw',
    description:
      'Drunk UNO rules: normal UNO with a sip for every card drawn, stacking +2 and +4, the UNO penalty and the end-of-round count, with sensible caps.',
    blurb: 'Regular UNO, except every card you draw is a sip. Stack the +4s at your peril.',
    players: { min: 2, max: 10 },
    equipment: ['playing-cards'],
    length: 'round',
  },
  {
    ...common,
    slug: 'who-would-rather',
    title: 'Who Would Rather: the pointing game of choices',
    description:
      'Who Would Rather: read a choice, everyone points at the friend who would make it, and they say if the group was right. Rules, variants and questions.',
    blurb: 'Point at the friend who would rather do it. Then find out if you were right.',
    players: { min: 3 },
    equipment: ['nothing'],
    length: 'round',
  },
];
