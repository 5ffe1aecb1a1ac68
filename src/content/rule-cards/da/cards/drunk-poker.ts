import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'spil kort', count: '1' },
    { item: 'pokerjetoner', count: 'ca. 300' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  setup: [
    'Vælg den pokervariant, I kender bedst. Texas Hold’em fungerer godt.',
    'Del jetonerne ligeligt ud. Aftal, om der satses i jetoner, i tår eller begge dele.',
    'Aftal, hvordan spillet slutter: på et tidspunkt, efter et antal hænder, eller når nogen løber tør for jetoner.',
  ],
  steps: [
    'Spil poker efter de normale regler.',
    'Folder du, eller taber du en hånd, du spillede til ende, tager du en tår.',
    'Vinder du en hånd med fuldt hus eller bedre, vælger du en, der skal tage 3 tår.',
    'Bliver du grebet i at bluffe (kaldt og slået), tager du 2 tår. Virker dit bluff, og udfordreren folder, tager de i stedet de 2 tår.',
  ],
  ending:
    'Når den aftalte slutning kommer, vinder spilleren med flest jetoner. Spilleren med færrest tager 3 tår eller en udfordring fra vinderen.',
  notes: [
    'Tårene løber op i et langt spil. Hold dem små, spil til en aftalt slutning, og lad alle bytte deres tår for en udfordring.',
  ],
};
