import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'tom plastikflaske (målet)', count: '1' },
    { item: 'sko til at kaste med', count: '1, eller 1 pr. spiller' },
    { item: 'dåseøl eller en anden drik', count: '1 pr. spiller' },
    { item: 'åben græsplæne eller park', count: '1' },
  ],
  players: 'To hold med 3 eller flere; der er ingen øvre grænse',
  setup: [
    'Tegn to streger i græsset cirka ti meter fra hinanden. Hvert hold står bag sin egen streg med ansigtet mod det andet hold.',
    'Stil den tomme flaske op midt mellem stregerne.',
    'Alle sætter et lille bæger på jorden foran sig med cirka tre tår i. Vand og sodavand tæller. Ingen drikker endnu.',
  ],
  steps: [
    'Holdene skiftes: Én spiller fra det kastende hold kaster skoen efter flasken fra bag sin streg.',
    'Vælter flasken, tager hele det kastende hold deres bægre og begynder at drikke små tår.',
    'I samme øjeblik løber én spiller fra det andet hold ud, rejser flasken, løber tilbage bag sin egen streg og råber »stop«.',
    'Ved »stop« sætter det kastende hold straks bægrene fra sig. Så er det det andet holds tur til at kaste.',
    'Straffe, som hver koster dit næste kast: at drikke, når dit hold ikke har ramt flasken, at drikke videre efter »stop« eller at vælte dit bæger.',
  ],
  ending:
    'Det første hold, hvor alle spillere har drukket deres lille bæger, vinder. Vis det ved at vende bægrene på hovedet.',
  notes: [
    'Kævle er et dansk havespil og nær fætter til det tyske Flunkyball.',
    'Kast skoen efter flasken, aldrig efter en person, og brug en plastikflaske, så intet går i stykker. Alkoholfri øl eller sodavand spiller lige så godt.',
  ],
};
