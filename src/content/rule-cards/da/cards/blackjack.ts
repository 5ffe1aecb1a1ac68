import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'spil kort', count: '1 (flere til et stort bord)' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  players: 'hvoraf én giver',
  setup: [
    'Find en giver. Rollen kan gå videre efter hver hånd eller blive hos den samme hele aftenen.',
    'Kortenes værdi: 2 til 10 som tallet, knægt, dame og konge 10, es 1 eller 11.',
    'Før hver omgang sætter hver spiller et antal tår ind ved at sige det højt.',
  ],
  steps: [
    'Giveren giver hver spiller ét kort med billedsiden op og sig selv ét med billedsiden ned, derefter endnu et kort med billedsiden op til alle, også sig selv.',
    'Fra giverens venstre side og med uret banker hver spiller i bordet for at få et kort mere (hit) eller vinker med hånden for at stoppe (stay).',
    'Kommer du over 21, er du sprunget: Drik din indsats med det samme.',
    'Når alle er færdige, vender giveren det skjulte kort. Giveren skal tage kort på 16 eller derunder og skal stoppe på 17 eller mere.',
    'Slår du giveren uden at springe, deler du din indsats ud i tår til hvem du vil. Taber du til giveren, drikker du den selv.',
  ],
  ending:
    'Efter hver hånd blandes kortene tilbage i bunken. Stop, når bordet har fået nok, eller når hver spiller har givet én gang.',
  notes: [
    [
      'Til et roligere bord kan I prøve ',
      { to: '/articles/partnerships/gentle-jack', text: 'Gentle Jack' },
      ', der spilles om jetoner med en vandregel for hver knægt.',
    ],
  ],
};
