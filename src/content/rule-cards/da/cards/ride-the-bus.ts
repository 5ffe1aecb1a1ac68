import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'spil kort', count: '1' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  players: 'plus én, der giver',
  setup: ['Find en giver, og bland kortene.'],
  steps: [
    'Første runde, fire gæt. Giveren giver hver spiller fire kort med billedsiden op, ét ad gangen, og før hvert kort gætter spilleren: rød eller sort; så højere eller lavere end det første kort; så mellem eller uden for de to første; så kuløren. Et forkert gæt koster en tår for hvert kort, der er givet indtil nu (1 til 4); et rigtigt gæt lader dig give lige så mange tår væk. Behold dine kort.',
    'Anden runde, pyramiden. Giveren lægger 10 kort med bagsiden op i en pyramide på 4, 3, 2 og 1 og vender dem ét ad gangen nedefra.',
    'Når et kort bliver vendt, lægger alle, der har et kort med samme værdi, det ned og deler tår ud: 1 for et kort i nederste række, 2 for den næste og så videre op til 4.',
    'Tredje runde, bussen. Spilleren med flest kort tilbage på hånden tager bussen. Giveren lægger en række kort ud med bagsiden op, og passageren vender dem ét for ét og gætter rød eller sort før hvert.',
    'Et forkert gæt koster passageren en tår og sender dem tilbage til starten af rækken med nye kort. Et rigtigt gæt flytter dem videre.',
  ],
  ending: 'Spillet slutter, når passageren kommer gennem hele rækken uden at gætte forkert.',
  notes: [
    'Aftal en grænse før tredje runde (for eksempel at bussen stopper efter ti forkerte gæt), så ingen bliver siddende i bussen hele natten.',
    'Rækken er normalt på 5 kort; 4 giver en blidere tur.',
  ],
};
