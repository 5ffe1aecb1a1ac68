import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'The Line is beer pong straightened out. Instead of a triangle, each team defends six cups standing in a single row, and only the cup nearest the thrower can be knocked out. Land a ball in any other cup and that cup jumps to the front of the line, right where it is easiest to hit. It is the house version at Slusen, one of our partner bars in Copenhagen, and it turns a game of lucky bounces into one of aim and patience.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Cups, 6 per team', count: '12' },
      { item: 'Ping-pong balls', count: '2' },
      { item: 'Long table', count: '1' },
      { item: 'Drink, a little in each cup' },
      { item: 'Cups of water for rinsing the balls, one at each end', count: '2' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two teams, usually of two, facing each other from the ends of the table. One against one works and is a good test of nerve; three a side gets crowded at the table end but is fine for a loud crowd. Anyone waiting for the table can referee, and a referee is worth having: the cup moves are easy to get wrong in the excitement.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Pour the same small amount into all twelve cups.',
      'Each team stands six cups in one straight line running from their end of the table towards the middle, cups touching.',
      "Set the two lines slightly off-center from each other: one team's line runs down the middle of the table, the other sits a little to the right of it. The offset changes the angles and stops the two rows from shielding each other.",
      'Each team takes one ball. Decide who throws first with a quick eye-to-eye throw or a coin.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'Teams throw in turn from behind their own end of the table, one ball per player, as in ordinary beer pong.',
      "A ball in the cup closest to the thrower (the front of the other team's line) knocks that cup out: it comes off the table and, as in regular beer pong, its team drinks it.",
      'A ball in any other cup does not remove it. Instead, that cup is moved to the front of the line at once, and the cups behind close up.',
      'Every hit is dealt with before the next throw, so two balls can never end up in the same cup and the line is always in order when the next ball flies.',
      "The first team to knock out all six of the other team's cups wins.",
      'The losing team drinks whatever cups the winners still have standing.',
    ],
  },
  {
    p: 'The rule that makes The Line is the move to the front. A lucky shot into the back cup is not wasted: it pulls that cup forward and gives your partner an easy target. So good teams aim long on purpose when the front cup is awkward, and a defending team can find its line reshuffled twice in one turn. Keep an eye on which cup is at the front, because that is the only one that counts.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Short line: five cups a side for a faster game, or when the table is not long enough for six.',
      'Straight center: put both lines on the middle of the table if your group prefers it, and accept that the cups will block each other more.',
      'Bounce shots: the house rules say nothing about them. If you allow them, keep the heart of the game: only the front cup can ever be removed.',
      'Last-cup redemption: borrowed from standard beer pong. When a team loses its last cup, it gets one throw each to hit back before the game ends.',
      'No drink cups: fill the cups with water, keep the drinks in your own glass, and drink from it when a cup is knocked out.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: "Balls travel across bar floors, so keep a cup of clean water at each end to rinse them, and never drink from a cup the balls have been in if you can avoid it: plenty of tables put only water in the game cups and drink from their own glasses. Small pours keep a long match friendly, and the losing team's finish is only as big as the winners' remaining cups, which is usually two or three.",
  },
  {
    p: 'Anyone not drinking can play with water-only cups and lose nothing. And since The Line rewards aim more than luck, it is the rare bar game that gets better, not worse, as the evening slows down.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/bakke', text: 'Bakke' },
        ": Slusen's other house game, played round a tray of drinks.",
      ],
      [
        { to: '/partnerships/slusen', text: 'Slusen' },
        ': the bar, its games and how partnering with us works.',
      ],
      [
        { to: '/articles/beer-pong', text: 'Beer Pong' },
        ': the standard triangle rules The Line grows out of.',
      ],
    ],
  },
];
