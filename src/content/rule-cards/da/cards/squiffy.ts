import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'telefon med en kortpakke åben', count: '1' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  players: 'og jo flere, jo bedre',
  setup: [
    'Skriv alle spillernes navne ind, så kortene kan kalde folk frem ved navn.',
    'Vælg en pakke, der passer til selskabet: en flirtende pakke til en date, isbrydere til folk, der lige har mødt hinanden, eller en festpakke til kaos.',
    'Vælg en vært, der læser kortene højt, eller send bare telefonen rundt.',
  ],
  steps: [
    'Læs kortet på skærmen højt. Det siger, hvem det er til.',
    'Gør, hvad der står. Et kort kan være en udfordring, et spørgsmål, der skal besvares ærligt, en afstemning, hvor alle peger på samme tid, eller en hurtig duel mellem to spillere.',
    'Den, der ikke har lyst til sit kort, tager en tår i stedet. Dem, der taber afstemninger og dueller, tager de tår, kortet nævner.',
    'Tryk for næste kort, og giv telefonen videre til næste spiller.',
  ],
  ending:
    'Spil, til pakken er brugt op, eller til gruppen hellere vil snakke end spille. Der er ingen point.',
  notes: [
    [
      'Spil det her: ',
      { to: '/games/squiffy', text: 'Squiffy' },
      ' sætter jeres navne på hvert kort, deler ud fra fire pakker (Party Pack, First Date, Date Night og Awkward Situations) og spiller også de pakker, du skriver i ',
      { to: '/editor', text: 'pakkeeditoren' },
      '.',
    ],
  ],
};
