import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'ikke andet end spillerne (en drik er frivillig)' }],
  setup: [
    'Før I starter, så aftal, hvad der er forbudt område: emner, ingen bliver spurgt om, og konsekvenser, ingen får.',
    'Find ud af, hvem der starter: den yngste eller hvem som helst tilfældigt.',
  ],
  steps: [
    'Den, der starter, vælger en anden spiller og spørger: »Sandhed eller konsekvens?«',
    'Den spiller vælger. En sandhed er et spørgsmål, de svarer ærligt på; en konsekvens er en opgave, de klarer på stedet.',
    'Den, der spørger, finder på spørgsmålet eller konsekvensen inden for de grænser, gruppen har aftalt.',
    'Siger du nej, eller klarer du ikke konsekvensen, tager du en tår i stedet.',
    'Den, der lige har svaret, spørger den næste.',
  ],
  ending: 'Spil, til alle har haft flere ture, eller til gruppen går videre. Der er ingen vinder.',
  notes: [
    'Almindelige husregler: Ingen vælger sandhed mere end to gange i træk, og en konsekvens bliver aldrig gentaget.',
    [
      'Spil det her: ',
      { to: '/games/truth-or-dare', text: 'Sandhed eller konsekvens' },
      ' giver jer sandheder og konsekvenser fra pakker til alle slags grupper.',
    ],
  ],
};
