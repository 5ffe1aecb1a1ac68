import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'bægre', count: '20' },
    { item: 'bordtennisbolde', count: '2' },
    { item: 'langt bord', count: '1' },
    { item: 'bæger vand til at skylle boldene', count: '1' },
  ],
  players: 'i to hold med én eller to på hver',
  setup: [
    'Hvert hold stiller 10 bægre ved sin ende af bordet i en trekant på 4, 3, 2 og 1 med kanterne mod hinanden og spidsen mod det andet hold.',
    'Hæld lidt i hvert bæger, den samme mængde på begge sider.',
    'Find ud af, hvem der kaster først: Hvert hold kaster én bold samtidig, mens de ser det andet hold i øjnene, og det hold, der rammer først, starter.',
  ],
  steps: [
    'Når det er holdets tur, kaster det to bolde, én pr. spiller. Hold albuen bag bordkanten, mens du kaster.',
    'En bold, der lander i et bæger, rammer det: Det andet hold drikker bægerets slat og fjerner bægeret.',
    'Går begge bolde i på samme tur, får det kastende hold begge bolde tilbage og kaster igen.',
    'Et kast med hop tæller som to bægre, men forsvarerne må slå bolden væk, når den har rørt bordet.',
    'Hvert hold kan to gange pr. spil bede om at få stillet op igen ved starten af sin egen tur og trække sine resterende bægre sammen i en pæn form.',
  ],
  ending:
    'Det første hold, der rydder den anden sides bægre, vinder, medmindre taberne rammer et bæger i deres sidste chance (ét kast hver), så spillet fortsætter.',
  notes: [
    'Turneringsregler: ét kast pr. spiller pr. tur, ingen kast med hop, og forsvar først, når bolden har rørt et bæger.',
    [
      'Varianter fra vores partnerbarer: ',
      { to: '/articles/the-line', text: 'The Line' },
      ' og ',
      { to: '/articles/partnerships/scrollbar/beer-pong', text: 'ScrollBars konsekvensbægre' },
      '.',
    ],
  ],
};
