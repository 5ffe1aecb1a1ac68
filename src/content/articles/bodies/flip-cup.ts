import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Flip Cup is a relay race where the baton is a plastic cup. Two teams line up on opposite sides of a table, and one by one each player drinks a small pour, balances the empty cup on the table edge and flicks it until it lands upside down. Only then can the next teammate start. It is fast, noisy and fair: a quiet player with a good flick can rescue a team of loud ones.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Light plastic cups', count: '1 per player' },
      { item: 'Long table with a smooth edge', count: '1' },
      { item: 'Drink, a small pour per player each round' },
      { item: 'Roll of paper towel (you will need it)', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two teams of one to eight each, ideally the same size. Six a side is the size most competitive groups settle on. With uneven numbers, one player on the short team goes twice, or one player on the long team sits out and starts the next round as referee.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Teams line up facing each other along the long sides of the table, so each player has an opponent directly across.',
      'Put one cup on the table in front of each player, near the edge.',
      'Give every cup an equal pour. Mark a line on the cups, or agree "two fingers", so nobody gets an unfair head start.',
      'Agree which end starts. The first players at that end face off; their teammates follow down the line.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'On "go", the first player on each team drinks their pour.',
      'They set the empty cup mouth up on the table with its bottom sticking a little over the edge.',
      'With one finger or two, they flick the bottom up so the cup turns over and lands face down on the table.',
      'If it falls on its side or lands the right way up, they reset it and try again, as many times as it takes.',
      'As soon as their cup is face down, the next teammate in line starts drinking.',
      'The first team to have every cup face down wins the round.',
    ],
  },
  {
    p: 'The flick is everything. Too hard and the cup flies off the table; too soft and it flops back. A light tap with the cup barely over the edge works better than a big swing, and a few drops left in the bottom add weight that helps it settle. Practice before the first round, with water.',
  },
  { h3: 'Rules for arguments' },
  {
    list: [
      'Only the player whose turn it is may touch their cup. A teammate who helps loses the round for the team.',
      'A cup that lands on its side leaning on another cup does not count.',
      'You may not start flicking until your cup is empty: the referee may check.',
      'A cup knocked off the table must be picked up, refilled to the line and started again.',
    ],
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Opening ceremony: before drinking, each pair of opponents taps their cups together and on the table. Only then can they drink.',
      'Tournament format: six players a side, seven rounds, and if the score is tied everyone on both teams flips at once as a tiebreak.',
      'Trade places: the player who loses their head-to-head against the opponent across moves to the other team for the next round.',
      'Survivor: the losing team votes one player off after each round until one team runs out of players.',
      'Water round: every third round is water only, so the game can run long without anyone suffering.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'A pour of a few centimeters is enough. The fun is in the flipping, and a race is decided in seconds, so there is no reason to fill cups high. Seven rounds of small pours adds up, so pace the match and keep a water jug at the end of the table.',
  },
  {
    p: 'Flip Cup is one of the best games to play without alcohol: water, soda or even empty cups give exactly the same race. If a player is sitting out on drinks, let them play with water, not as the referee by default. Put down paper towels before you start; the table will be wet within two rounds.',
  },
  { h: 'Related guides' },
  {
    list: [
      [{ to: '/articles/beer-pong', text: 'Beer Pong' }, ': the other table-and-cups classic.'],
      [{ to: '/articles/the-line', text: 'The Line' }, ': beer pong in a single row, from Slusen.'],
    ],
  },
];
