import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Country, Island, City is the pen-and-paper race that half of Europe grew up with under names like "city, country, river". A letter is drawn, and everyone scribbles a country, an island and a city beginning with it before time runs out. Then you compare: an answer nobody else thought of is worth more than one you share, and a category only you managed to fill is worth the most. It is calm, competitive and surprisingly addictive.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Pen', count: '1 per player' },
      { item: 'Sheet of paper', count: '1 per player' },
      { item: 'Phone with the game open, for the letter, timer and scores', count: '1' },
      { item: 'Drinks (optional)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two to eight players is comfortable; past that, marking answers takes longer than writing them. It suits a table after dinner, a rainy afternoon in a holiday house or a group of travelers who want to show off where they have been. Teams of two sharing a sheet let younger players join in.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Each player draws columns on their sheet: Country, Island, City, plus any extras your set uses (River, First name and Animal are classics).',
      'Leave a narrow column on the right for the score of each round.',
      'Agree the round length. Ninety seconds is a good start; two or three minutes for big sets of columns.',
      'Agree what counts: do dependent territories count as countries? Does a district count as a city? Decide now, not mid-argument.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'Draw a letter. Without an app, one player recites the alphabet silently and another says "stop"; the letter they reached is the one.',
      'Start the clock. Everyone fills as many columns as they can with answers starting with that letter.',
      'When time is up, or when one player finishes every column and calls stop, pens go down. Others may finish the word they are writing.',
      'Read the answers aloud column by column and score them.',
      'Play an agreed number of rounds, usually five or ten, and add up. Highest total wins.',
    ],
  },
  {
    table: {
      head: ['Answer', 'Points'],
      rows: [
        ['Valid, and nobody else wrote the same', '10'],
        ['Valid, but someone else wrote it too', '5'],
        ['The only valid answer in that column', '20'],
        ['Blank, wrong letter or not real', '0'],
      ],
    },
  },
  { h: 'How the app runs it' },
  {
    p: 'Choose a set of columns (Classic, Travel, Nature, Science, Kids\' table and others), choose a round length of 60, 90, 120 or 180 seconds, and tap Draw a letter. The app only draws letters that have a real answer in every column of the set, so you never get Q with "Island", and it works through the whole list before any letter returns. When the clock ends, or someone taps Stop and enter answers, type each player\'s words into the boxes.',
  },
  {
    p: 'The app does the marking: it ignores capitals, spaces and accents, rejects answers that start with the wrong letter, and applies the 10, 5 and 20 scoring, which you can change under Scoring. Players come from the names typed under Players; running totals are kept round by round on the phone, and the whole game runs without a connection after the first visit.',
  },
  { h3: 'Everyone on their own phone' },
  {
    p: "No paper? Open Everyone answers on their own phone under the set-up and tap Show the code for the other phones. Everyone else opens Join their table, scans the code and picks their name; no signal is needed. Everyone taps Start at the same moment and every screen shows the same letter and the same clock, and each player types answers into the phone in their own hand. At pens down everyone reads out their own answers from their own screen, the host marks them and the host's phone keeps the scores, and the next round brings a new letter for everyone.",
  },
  { play: { to: '/games/country-island-city', text: 'Play Country, Island, City here' } },
  { h: 'Variants and house rules' },
  {
    list: [
      'Stop means stop: the first player to fill every column calls it, and the round ends at once for everyone.',
      'Fifteen-second warning: when the first player finishes, everyone else gets fifteen more seconds.',
      'Sip for blanks: each empty column costs a sip. Gentle, because good players rarely leave blanks.',
      'Custom columns: add Band, Celebrity, Food, Brand or anything your group argues about.',
      'Home rule: answers from the country you are playing in score double, for a group of locals showing off.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'This is the quietest game in the app, which makes it a good choice for the start of the evening or the last hour when everyone is winding down. The sip-per-blank rule is mild; without drinks, the scores are already a complete game.',
  },
  {
    p: 'Arguments are part of it, so keep a phone nearby to settle whether Tuvalu is real and whether Sicily is an island (yes to both). Accept spelling that is close enough; the game is about knowing, not spelling, unless your group decides otherwise.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/category', text: 'Category' },
        ': the spoken version, one category and a ticking clock.',
      ],
      [
        { to: '/articles/charades', text: 'Charades' },
        ': when the table needs to get up and move.',
      ],
      [
        { to: '/articles/never-have-i-ever', text: 'Never Have I Ever' },
        ': find out who has actually been to all those islands.',
      ],
    ],
  },
];
