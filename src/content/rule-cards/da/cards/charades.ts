import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'sæt ord på sedler eller en telefon', count: '1' },
    { item: 'timer', count: '1' },
    { item: 'drik efter eget valg (frivilligt)', count: '1 pr. spiller' },
  ],
  setup: [
    'Del jer i to hold, og ryd en plads, hvor alle kan se den, der mimer.',
    'Gør ordene klar: film, bøger, sange, talemåder eller personer, skrevet på sedler og foldet sammen i en skål, eller trukket fra en telefon.',
    'Sæt timeren til et eller to minutter pr. tur. Den ældste spiller mimer først.',
  ],
  steps: [
    'Den, der mimer, trækker et ord uden at vise det til nogen og starter timeren.',
    'De mimer det for deres eget hold uden lyde og uden ord: kun fagter og mimik. Det er tilladt at pege på ting i rummet.',
    'Holdet råber gæt. Et rigtigt svar giver holdet et point.',
    'Når tiden er gået, går turen videre til en fra det andet hold.',
  ],
  ending: 'Spil et aftalt antal runder eller til en bestemt score. Holdet med flest point vinder.',
  notes: [
    'Som drukspil: Det mimende hold tager en tår, hvis ordet ikke bliver gættet i tide; det andet hold tager en tår, når det bliver gættet.',
    [
      'Spil det her: ',
      { to: '/games/charades', text: 'Mimeleg' },
      ' giver jer ordene og holder styr på tiden.',
    ],
  ],
};
