import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drik efter eget valg (frivilligt)', count: '1 pr. spiller' }],
  setup: [
    'Sæt jer i en rundkreds, hvor alle kan se hinanden.',
    'Find ud af, hvem der spørger først.',
  ],
  steps: [
    'Den, der spørger, gør sætningen »Hvem er mest tilbøjelig til at …« færdig, for eksempel »… glemme sin egen fødselsdag?«',
    'Alle tæller sammen: »En, to, tre, peg!«',
    'Ved »peg« peger alle spillere samtidig på den, de synes passer bedst. Du må godt pege på dig selv.',
    'Den, flest peger på, tager en tår. Står det lige, tager alle, der står lige, en tår.',
    'Rollen som spørger går én plads til venstre.',
  ],
  ending: 'Spil, så længe spørgsmålene bliver ved med at komme. Der er ingen vinder, kun beviser.',
  notes: [
    'Varianter: en tår for hver finger, der peger på dig; eller dem, der står lige, får ti sekunder til at forsvare sig, og bordet stemmer igen.',
    [
      'Spil det her: ',
      { to: '/games/most-likely-to', text: 'Hvem er mest tilbøjelig til' },
      ' giver jer spørgsmålene, med pakker til venner, kærester og fester.',
    ],
  ],
};
