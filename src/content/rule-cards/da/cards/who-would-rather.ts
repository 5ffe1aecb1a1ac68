import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drik efter eget valg (frivilligt)', count: '1 pr. spiller' }],
  setup: [
    'Sæt jer i en rundkreds, hvor alle kan se hinanden.',
    'Find ud af, hvem der spørger først.',
  ],
  steps: [
    'Den, der spørger, stiller et spørgsmål om gruppen: »Hvem vil hellere … end …?«, for eksempel »Hvem vil hellere sove i telt end på et femstjernet hotel?«',
    'Alle tæller »en, to, tre« og peger på den spiller, de tror, vil vælge den første mulighed.',
    'Den, flest peger på, tager en tår. Står det lige, tager alle, der står lige, en tår.',
    'Den spiller siger så, hvad de i virkeligheden ville vælge. Tog bordet fejl af dem, tager alle, der pegede på dem, i stedet en tår.',
    'Rollen som spørger går én plads til venstre.',
  ],
  ending: 'Spil, til gruppen løber tør for valg eller går videre til et andet spil.',
  notes: [
    'Hvad vil du helst, i afstemningsudgaven: Den, der spørger, giver to muligheder, og på tre viser alle en knyttet hånd for den første eller en åben hånd for den anden; den mindste side tager en tår. Står det lige, tager alle en tår.',
  ],
};
