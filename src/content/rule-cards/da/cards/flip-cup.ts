import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'bæger', count: '1 pr. spiller' },
    { item: 'langt bord', count: '1' },
    { item: 'slat drik at hælde op', count: '1 pr. bæger' },
  ],
  players: 'i to lige store hold',
  setup: [
    'Holdene stiller sig på række langs hver sin side af bordet, så hver spiller står over for en modstander.',
    'Alle har et bæger foran sig tæt på bordkanten. Hæld den samme lille slat i hvert bæger.',
  ],
  steps: [
    'Ved startsignalet drikker den første spiller på hvert hold sin slat.',
    'De stiller det tomme bæger op med bunden en smule ud over bordkanten og knipser den nedefra, så bægeret vender rundt og lander på hovedet.',
    'Lander det ikke på hovedet, så stil det op igen, og prøv igen. Kun din egen hånd rører dit bæger.',
    'Så snart dit bæger lander på hovedet, begynder den næste holdkammerat på rækken at drikke.',
  ],
  ending: 'Det første hold, der har vendt alle sine bægre på hovedet, vinder.',
  notes: [
    'Revanchen er halvdelen af det sjove: Spil bedst af fem eller syv, og byt rundt på rækkefølgen på hvert hold mellem spillene.',
    'Hæld en mundfuld, ikke et glas fuldt, og lad alle spille med vand.',
  ],
};
