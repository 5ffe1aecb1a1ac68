import type { RuleCardMeta } from '../reading/types';

// The older short rule cards at /articles/deprecated/{name}, in docs/spec/screens.md order. `guide` names the long
// guide at /articles/{guide} that replaces a card, where one exists; each card is cards/<name>.ts.
export const RULE_CARDS: readonly RuleCardMeta[] = [
  {
    name: 'ufc',
    title: 'UFC drinking game: the short rules',
    description:
      'Drink along with a UFC fight night: sips for walkouts and takedowns, more for knockouts, and your main-event pick to root for.',
    locale: 'en',
    updated: '2026-11-28',
  },
  {
    name: 'repo',
    title: 'R.E.P.O. drinking game: the short rules',
    description:
      'A drinking game for R.E.P.O. crews: sips for broken valuables and screams, three when your semibot is destroyed, and the quota decides the rest.',
    locale: 'en',
    updated: '2026-11-28',
  },
  {
    name: 'kevle',
    title: 'Kævle: the short rules',
    description:
      'Kævle, the Danish garden game: two teams, a bottle in the middle, a thrown shoe, and a race to drink a small cup while the other team fixes the bottle.',
    locale: 'en',
    updated: '2026-11-28',
  },
  {
    name: 'meyer',
    title: 'Meyer: the short rules',
    description:
      'Meyer, the Danish bluffing dice game, on one card: the ranking from Meyer down to 32, how to claim, believe or lift the cup, and six lives each.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'meyer',
  },
  {
    name: 'buffalo',
    title: 'Buffalo: the short rules',
    description:
      'Buffalo in four lines: drink only with your other hand, call out anyone who forgets, and a wrong call costs the caller.',
    locale: 'en',
    updated: '2026-11-28',
    guide: 'buffalo',
  },
  {
    name: 'pyramid',
    title: 'Pyramid: the short rules',
    description:
      'The pyramid card game on one page: a 21-card pyramid, three cards each, bluffs and calls, and drinks that climb with every row.',
    locale: 'en',
    updated: '2026-11-28',
    guide: 'pyramid',
  },
  {
    name: 'squiffy',
    title: 'Squiffy: the short rules',
    description:
      'Squiffy, the pass-the-phone party game of dares, honest questions, votes and quick contests, with every player named on the cards.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'squiffy',
  },
  {
    name: 'category',
    title: 'Category: the short rules',
    description:
      'The category game on one card: name a category, go round the circle, and whoever is stuck or repeats an answer sips.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'category',
  },
  {
    name: 'charades',
    title: 'Charades: the short rules',
    description:
      'Charades on one card: two teams, no sounds, one to two minutes a turn, and a point for every clue your team guesses.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'charades',
  },
  {
    name: 'fireball',
    title: 'Fireball: the short rules',
    description:
      'Fireball, also called stack cup, on one card: a ring of cups round the King, two bouncers, and cups that stack up on the slow.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'fireball',
  },
  {
    name: 'flip-cup',
    title: 'Flip cup: the short rules',
    description:
      'Flip cup on one card: two teams in a line, drink, flip your cup upside down with one flick, and the next teammate goes.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'flip-cup',
  },
  {
    name: 'beer-pong',
    title: 'Beer pong: the short rules',
    description:
      'Beer pong on one card: ten cups a side in a triangle, two throws a turn, balls back, re-racks and the last-cup rebuttal.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'beer-pong',
  },
  {
    name: 'blackjack',
    title: 'Drinking blackjack: the short rules',
    description:
      'Blackjack played for sips: bet before the deal, hit or stay, the dealer stands on 17, and winners hand out their bets.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'blackjack',
  },
  {
    name: 'drunk-uno',
    title: 'Drunk UNO: the short rules',
    description:
      'UNO with sips: one for every card you draw, stacked draw cards, a sip when skipped or reversed, and a forfeit for forgetting to say UNO.',
    locale: 'en',
    updated: '2026-11-28',
    guide: 'drunk-uno',
  },
  {
    name: 'kings-cup',
    title: 'Kings cup: the short rules',
    description:
      'Kings cup on one card: a ring of cards round a cup, an action for every rank, and three sips from the cup for the fourth king.',
    locale: 'en',
    updated: '2026-11-28',
    guide: 'kings-cup',
  },
  {
    name: 'minecraft',
    title: 'Minecraft drinking game: the short rules',
    description:
      'A drinking game for a Minecraft survival world: sips for broken tools and fall damage, more for diamonds and Endermen, and a shared goal.',
    locale: 'en',
    updated: '2026-11-28',
  },
  {
    name: 'waterfall',
    title: 'Waterfall: the short rules',
    description:
      'Waterfall on one card: everyone drinks at once, each stops after the player before them, and a count of five ends it.',
    locale: 'en',
    updated: '2026-11-28',
    guide: 'waterfall',
  },
  {
    name: 'horse-race',
    title: 'Horse race: the short rules',
    description:
      'The horse-race card game on one card: four aces race down a track, everyone bets on a suit, and winners hand out their bets.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'horse-race',
  },
  {
    name: 'drunk-poker',
    title: 'Drunk poker: the short rules',
    description:
      'Poker with sips: fold or lose a hand and sip, a full house hands out three sips, and bluffs cost two.',
    locale: 'en',
    updated: '2026-11-28',
    guide: 'drunk-poker',
  },
  {
    name: 'ride-the-bus',
    title: 'Ride the bus: the short rules',
    description:
      'Ride the bus on one card: four guessing rounds, a pyramid of cards to unload your hand, and one unlucky player who rides the bus.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'ride-the-bus',
  },
  {
    name: 'ring-of-fire',
    title: 'Ring of fire: the short rules',
    description:
      'Ring of fire on one card: a ring of cards round a big cup, what every card from ace to king means, and the fourth king.',
    locale: 'en',
    updated: '2026-11-28',
    guide: 'ring-of-fire',
  },
  {
    name: 'truth-or-dare',
    title: 'Truth or dare: the short rules',
    description:
      'Truth or dare on one card: agree the limits, ask truth or dare, and answer honestly, do the dare or take a sip.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'truth-or-dare',
  },
  {
    name: 'lethal-company',
    title: 'Lethal Company drinking game: the short rules',
    description:
      'A drinking game for a Lethal Company crew: sips for scares and lost scrap, three when you die, and the quota settles the rest.',
    locale: 'en',
    updated: '2026-11-28',
  },
  {
    name: 'most-likely-to',
    title: 'Most likely to: the short rules',
    description:
      'Most likely to on one card: ask who is most likely to, count to three, everyone points, and the most-pointed-at player sips.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'most-likely-to',
  },
  {
    name: 'who-would-rather',
    title: 'Who would rather: the short rules',
    description:
      'Who would rather on one card: ask who would rather do one thing than another, everyone points on three, and the most-picked player sips.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'who-would-rather',
  },
  {
    name: 'never-have-i-ever',
    title: 'Never have I ever: the short rules',
    description:
      'Never have I ever on one card: say something you have never done, and everyone who has done it takes a sip.',
    locale: 'en',
    updated: '2026-11-24',
    guide: 'never-have-i-ever',
  },
  {
    name: 'squiffy-alexander',
    title: 'Squiffy Alexander: the short rules',
    description:
      'Squiffy Alexander, a memory-chain toast: retell everything Alexander did tonight and add one more thing, or sip and start a new story.',
    locale: 'en',
    updated: '2026-11-24',
  },
];
