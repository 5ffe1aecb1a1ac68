import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drik efter eget valg', count: '1 pr. spiller' }],
  setup: [
    'Sid eller stå i en rundkreds med drinks i hånden.',
    'Find ud af, hvem der starter. I kortspil som kings cup er det den, der trak kortet, som udløser et vandfald.',
  ],
  steps: [
    'Den, der starter, begynder at drikke, og straks begynder alle de andre også.',
    'Den, der startede, må stoppe, når de vil.',
    'Ingen drikker mere end fem sekunder: Tæl til fem i kor, og ved fem stopper hele kredsen, uanset hvor langt kæden er nået.',
    'Alle andre må først stoppe, når spilleren før dem i kredsen er stoppet.',
    'Så spiller nummer to venter på den, der startede, nummer tre på nummer to, og så videre rundt om bordet.',
  ],
  ending: 'Vandfaldet er slut, når den sidste spiller i kredsen er holdt op med at drikke.',
  notes: [
    'Den sidste spiller i kredsen drikker længst, så de fem sekunder betyder noget. Skift på, hvem der starter, hold drinksene små, og den, der har brug for at stoppe, stopper. Ingen bliver holdt fast på det.',
  ],
};
