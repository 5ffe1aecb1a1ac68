import type { Body } from '../../reading/types';

export const body: Body = [
  {
    p: 'Horse Race turns a deck of cards into a day at the track. The four aces are the horses, a row of face-down cards is the course, and every card the dealer flips moves one horse a step closer to the finish. Everyone bets sips on a suit before the start, then cheers, groans and bargains with the deck until one ace crosses the line. Nobody needs skill, which is the point: it is pure, loud spectator sport.',
  },
  { h: 'What you need' },
  {
    kit: [
      { item: 'Standard deck of 52 cards', count: '1' },
      { item: 'Table with room for a track', count: '1' },
      { item: 'Drinks', count: '1 per player' },
      { item: 'Pen and paper to note the bets', count: '1' },
    ],
  },
  { h: 'Players' },
  {
    p: 'Any number from three up, plus one dealer, who is the race caller. It works well for a crowd, because betting needs no turns: ten players simply pick four suits between them.',
  },
  { h: 'Set-up' },
  {
    steps: [
      'Take the four aces out and lay them side by side at one end of the table: these are the horses at the starting gate.',
      'Shuffle the rest and lay a line of cards face down beside the aces, running up the table. Seven or eight is usual; five for a short race, ten for a long one. This is the track.',
      'Everyone chooses a suit and bets a number of sips on it. The dealer writes the bets down.',
      'The dealer holds the rest of the deck, ready to call the race.',
    ],
  },
  { h: 'How to play' },
  {
    steps: [
      'The dealer turns over the top card of the deck and calls its suit.',
      'The ace of that suit moves one step up the track.',
      'When every horse has passed a track card, that track card is turned over, and the horse of its suit steps back one place.',
      'The dealer keeps turning cards until one ace moves past the last track card. That horse wins.',
      'Players who backed the winner hand out their bet to anyone else; players who backed a loser drink their own bet.',
    ],
  },
  {
    table: {
      head: ['What happens', 'Effect'],
      rows: [
        ['A card is turned from the deck', 'The ace of its suit moves forward one step.'],
        [
          'All four aces have passed a track card',
          'Turn that track card over. The ace of its suit moves back one step.',
        ],
        ['An ace passes the last track card', 'That suit wins. The race is over.'],
        ['You backed the winner', 'Give your bet in sips to other players.'],
        ['You backed a loser', 'Drink your own bet.'],
      ],
    },
  },
  {
    p: 'A good dealer is a race commentator. "Spades are pulling away on the outside! Hearts, stuck at the gate!" The game is mostly watching, so a caller with a sense of drama makes it. When a track card sends a leader back, the groans are worth the whole race.',
  },
  { h: 'Variants and house rules' },
  {
    list: [
      'Double payout: winners hand out double their bet. Only for groups betting small.',
      'Bet cap: nobody may bet more than three sips. Recommended for every group.',
      'Sprint: five track cards and no setbacks. Over in a minute, good between rounds of a longer game.',
      'Jockeys: each suit gets one rider who must make horse noises every time their ace moves.',
      'Place and show: second place breaks even, third drinks half, last drinks double.',
    ],
  },
  { h: 'Playing it well' },
  {
    p: 'The only thing a player controls in Horse Race is the size of their bet, so the bet cap is what keeps it friendly. Three sips maximum, and the race costs at most three sips, however the cards fall. Players who are not drinking can bet points or small forfeits, and celebrate as loudly as anyone.',
  },
  {
    p: 'Races are short, two or three minutes, so it is tempting to run them back to back. Put a water break between races, and let a new player call each race so everyone gets a turn at the microphone.',
  },
  { h: 'Related guides' },
  {
    list: [
      [
        { to: '/articles/ride-the-bus', text: 'Ride the Bus' },
        ': guessing cards, with a finish that needs nerves.',
      ],
      [{ to: '/articles/kings-cup', text: 'Kings Cup' }, ': the deck game for a long night.'],
      [{ to: '/articles/pyramid', text: 'Pyramid' }, ': a deck, a table and a lot of bluffing.'],
    ],
  },
];
