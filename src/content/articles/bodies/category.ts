import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Category, also called Categories or Last Man Standing, is a memory race with a clock. Someone names a category, say "cheeses" or "European capitals", and the group takes turns naming things that fit. Hesitate too long, repeat an answer or say something that does not belong, and you are out. The last player still answering wins and chooses the next category. It needs nothing but your heads, and it gets funnier as the answers get desperate.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Phone with the game open, for categories and a turn timer', count: '1' },
      { item: 'Drink for whoever gets stuck (optional)', count: '1 per player' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Two people can play a tense duel, but the game shines with four to eight, where the turn comes round fast enough that you cannot plan your answer far ahead. Mixed ages work well: a ten-year-old knows more Pokémon than anyone at the table, and a grandparent will win "types of pasta".',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Sit in a circle so the order is obvious.',
      'Choose the first category picker: the oldest player is the traditional choice, or pick at random.',
      'Agree how long a turn may take. Three seconds is fierce, five is fair, ten is relaxed.',
      'Agree a judge for disputes, or agree that the group votes and majority rules.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The picker names a category and gives the first answer.',
      'The player on their left has until the timer runs out to name another item in that category.',
      'Play carries on round the circle. Each answer must be new: no repeats of anything said this round.',
      'A player who freezes, repeats or gives a wrong answer is out of the round (and, in the drinking version, takes a sip).',
      'The round continues with the players left until one remains. That player wins the round and picks the next category.',
    ],
  },
  {
    p: 'Good categories are wide enough to last three laps but narrow enough to bite: "things in a bathroom" lasts forever, "bathroom things that begin with S" ends in a minute. Strong pickers choose categories they happen to know well, which is fair play.',
  },
  { h: 'How the app runs it' },
  {
    p: 'Tap Deal a category and the phone offers one, then Start the clock. The screen names the player on turn and counts down; tap Got one when they answer in time, which passes the turn and resets the clock, or Out when they miss. Players who are out are listed, and when one name is left the app declares the winner. The turn length is yours to set: 5, 10 or 15 seconds, with 10 as the starting choice.',
  },
  {
    p: 'Categories come from packs: Classic, Pop Culture, Food and Drink, Places and Travel and Family Friendly are free; Brain Burners comes with Party Dojo Premium; and an 18+ Spicy pack stays off until you switch it on. Names typed in under Players are used for the turn order. The game will not offer a category that is among the last 40 prompts shown, and because the packs live on the phone it works in a car, a cabin or a basement with no signal.',
  },
  { play: { to: '/games/category', text: 'Play Category here' } },
  { h: 'Variants and house rules' },
  {
    list: [
      'Challenge: any player may challenge an answer. If the group rejects it, the answerer is out; if the group accepts it, the challenger sips.',
      'No pointing back: after an answer, the next player is the one on the left, never the one who just answered before you.',
      'Alphabet categories: each answer must start with the next letter of the alphabet. Much harder, much funnier.',
      "Picker's burden: the picker must be able to name three items on demand, or they sip and someone else picks.",
      'Sudden death: with two players left, the clock drops to three seconds.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'This game is gentle on drinks because only the player who goes out sips, once a round. That makes it a good choice for the part of the night when you want to slow down. It also works with no alcohol at all: play for points, one per round won, first to five.',
  },
  {
    p: 'Be generous with answers from people playing in their second language, and agree before you start whether brand names count. A friendly judge keeps arguments to a few seconds, which keeps the game moving.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/country-island-city', text: 'Country, Island, City' },
        ': the written version, one letter and a race against the clock.',
      ],
      [
        { to: '/articles/charades', text: 'Charades' },
        ': another game for mixed ages that needs no kit.',
      ],
      [
        { to: '/games/mix', text: 'The Mix' },
        ': categories dealt alongside the other prompt games.',
      ],
    ],
  },
];
