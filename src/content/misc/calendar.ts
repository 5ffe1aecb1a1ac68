import type { Spice } from './types';

// The Christmas calendar (/misc/christmass-calendar): one door a day from 1 to 24 December, each a
// dare or a small drinking mini-game for the group. Original writing. None is 18+.

export type DoorKind = 'dare' | 'mini-game';

export interface CalendarDoor {
  day: number;
  kind: DoorKind;
  title: string;
  text: string;
  spice: Spice;
}

function door(day: number, kind: DoorKind, title: string, text: string, spice: Spice = 1) {
  return { day, kind, title, text, spice } satisfies CalendarDoor;
}

export const CALENDAR_DOORS: readonly CalendarDoor[] = [
  door(
    1,
    'mini-game',
    'Tinsel toast',
    'Go round the table: each player gives a one-line toast to December. The shortest toast drinks.',
  ),
  door(
    2,
    'dare',
    'Carol karaoke',
    'Sing the first verse of any Christmas song. Forget a word and take a sip.',
  ),
  door(
    3,
    'mini-game',
    'Snow globe',
    'Everyone freezes mid-motion when the youngest player shouts snow. Last to freeze drinks.',
  ),
  door(4, 'dare', 'Elf voice', 'Speak in your best elf voice until your next turn.'),
  door(
    5,
    'mini-game',
    'Naughty or nice',
    'Each player names one thing they did this year. The table votes naughty or nice; naughty drinks.',
  ),
  door(
    6,
    'dare',
    'Gift wrap',
    'Wrap the nearest object in a napkin as beautifully as you can in thirty seconds.',
  ),
  door(
    7,
    'mini-game',
    'Reindeer roll call',
    'Name the reindeer in turn round the table. Whoever repeats one or gets stuck drinks.',
  ),
  door(
    8,
    'dare',
    'Cracker joke',
    'Tell the worst Christmas joke you know. If nobody groans, tell another.',
  ),
  door(
    9,
    'mini-game',
    'Mistletoe pass',
    'Pass a coaster round using only your elbows. Whoever drops it drinks.',
    2,
  ),
  door(
    10,
    'dare',
    'Festive forecast',
    'Predict what every player gets for Christmas. They rate your guesses out of ten.',
  ),
  door(
    11,
    'mini-game',
    'Stocking stuffers',
    'Name small gifts in alphabetical order round the table, A to Z. Stumble and sip.',
  ),
  door(
    12,
    'dare',
    'Holiday hug',
    'Offer the player on your right a warm, silent, ten-second hug, if they want one; a high five if not.',
    2,
  ),
  door(
    13,
    'mini-game',
    'Santa says',
    'Play Simon says as Santa for one minute. Every slip costs a sip.',
  ),
  door(14, 'dare', 'Snow angel', 'Make a snow angel on the floor, carpet or not.'),
  door(
    15,
    'mini-game',
    'Twelve days',
    'Sing the twelve days of Christmas one day per player. Lose the count and drink.',
  ),
  door(
    16,
    'dare',
    'Ugly sweater',
    'Describe the ugliest sweater you have ever owned, or wear the ugliest item here.',
  ),
  door(
    17,
    'mini-game',
    'Gingerbread judge',
    'Each player draws a gingerbread person on a napkin in twenty seconds. The worst drinks.',
  ),
  door(18, 'dare', 'Secret Santa confession', 'Tell the table the worst present you ever gave.', 2),
  door(
    19,
    'mini-game',
    'Jingle pong',
    'Flick a bottle cap into a cup from across the table. Three tries; miss all and sip.',
  ),
  door(
    20,
    'dare',
    'Festive selfie',
    'Take a group selfie with everyone pulling their best Christmas face.',
  ),
  door(
    21,
    'mini-game',
    'North pole',
    'Everyone points up at the same moment. Whoever points wrong way last drinks.',
  ),
  door(
    22,
    'dare',
    'Wish list',
    'Read your own Christmas wish list aloud as if it were a royal decree.',
  ),
  door(
    23,
    'mini-game',
    'Tree topper',
    'Stack coasters into a tree in turns. Whoever topples it drinks.',
  ),
  door(
    24,
    'mini-game',
    'Christmas Eve cheers',
    'Each player says one thing they are thankful for this year. Then everyone drinks together.',
  ),
];
