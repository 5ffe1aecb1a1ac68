import type { RuleCard } from '../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'a UFC fight night on a screen', count: '1' },
    { item: 'drink of your choice', count: '1 per player' },
    { item: 'glass of water', count: '1 per player' },
  ],
  players: '2–12',
  setup: [
    'Before the first fight, everyone names the fighter they expect to win the main event. Write the picks down so nobody can change theirs later.',
    'Agree what a "sip" means for your group: a small mouthful of anything, water included, is fine.',
  ],
  steps: [
    'Take 1 sip whenever the ring announcer introduces a fighter, the tale-of-the-tape graphic comes up, you recognize a fighter’s walkout song, or the camera finds a celebrity in the crowd.',
    'Take 2 sips for every takedown, every submission attempt that gets locked in, and every horn that ends a round.',
    'Take 3 sips when a fight ends by knockout or referee stoppage, or when someone wins by submission.',
    'If your main-event pick wins, hand out 3 sips in celebration. If the main event ends in a draw or no contest, everyone takes 2 sips.',
    'Bonus: a post-fight call-out on the microphone means 2 sips for everyone; when a commentator uses a favorite catch-phrase, the last person to shout "cheers" takes a sip; a spinning strike means everyone sips.',
  ],
  ending: 'The game ends with the last fight on the card, or earlier for anyone who taps out.',
  notes: [
    'A full card is long. Pace it with a glass of water between fights, and drink water through the prelims if the night has only just started.',
  ],
};
