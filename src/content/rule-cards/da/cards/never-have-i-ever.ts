import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drik efter eget valg (frivilligt)', count: '1 pr. spiller' }],
  setup: ['Sæt jer i en rundkreds.', 'Find ud af, hvem der starter. Turen går til venstre.'],
  steps: [
    'Når det er din tur, siger du noget, du aldrig har gjort, og starter med »Jeg har aldrig …«, for eksempel »… fløjet«.',
    'Alle, der har gjort det, tager en tår.',
    'Så er det næste spillers tur.',
  ],
  ending:
    'Spil, så længe I har lyst. I fingerudgaven slutter runden, når den første spiller har bøjet alle sine fingre.',
  notes: [
    'Fingerudgave: Alle holder ti fingre op (eller tre til et hurtigt spil) og bøjer en i stedet for at tage en tår.',
    'Husregler: Har ingen gjort det, tager den, der sagde det, en tår; har præcis én gjort det, skal de fortælle historien.',
    [
      'Spil det her: ',
      { to: '/games/never-have-i-ever', text: 'Jeg har aldrig' },
      ' giver jer udsagnene, fra milde til frække.',
    ],
  ],
};
