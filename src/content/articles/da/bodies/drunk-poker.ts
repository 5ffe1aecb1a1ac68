import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Drunk Poker er helt almindelig poker med en ekstra valuta. I spiller stadig om jetoner, men at folde koster en tår, at tabe en hånd koster en tår, og et bluff, der bliver afsløret, koster to. Vinder du stort med fuldt hus eller bedre, vælger du en, der skal tage en ordentlig slurk. Poker handler om at læse ansigter, og efter et par runder bliver ansigterne meget lettere at læse.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Et almindeligt spil kort med 52 kort', count: '1' },
      { item: 'Pokerjetoner, mønter eller tændstikker, i alt', count: '300' },
      { item: 'Noget at drikke', count: '1 pr. spiller' },
      { item: 'Et bord, alle kan sidde omkring', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre til otte er behageligt til Texas Hold’em, som er den variant, vi foreslår. To kan spille mod hinanden, men drukreglerne er sjovere, når der er flere at dele tår ud til. Alle bør kende de almindelige pokerhænder, før I går i gang; tabellen nedenfor er en genopfriskning.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Del jetonerne lige ud. Med 300 jetoner og seks deltagere bliver det 50 hver.',
      'Aftal varianten (Texas Hold’em er lettest at lære fra sig) og blinds, for eksempel én og to jetoner.',
      'Aftal, hvornår spillet slutter: et bestemt klokkeslæt, et antal hænder, eller når én har alle jetonerne.',
      'Find den første giver. Giveren rykker én plads til venstre efter hver hånd.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    p: 'Spil den pokervariant, I har valgt, helt som normalt, og sats jetoner som altid. Oven i jetonerne gælder disse drukregler i hver hånd:',
  },
  {
    steps: [
      'At folde koster én tår, som tages, når du folder.',
      'Alle, der bliver med til enden og taber hånden, tager én tår.',
      'Vinder du en hånd med fuldt hus eller bedre, vælger du én, der tager tre tår.',
      'Satser du stort på et bluff, bliver synet og taber, tager du to tår. Vinder dit bluff, fordi de andre folder, tager den, der holdt længst ud imod dig, to.',
      'Når spillet slutter, vinder den med flest jetoner. Den med færrest tager tre tår eller en udfordring, vinderen finder på, og som man frit kan sige nej til.',
    ],
  },
  {
    table: {
      head: ['Hånd', 'Hvad det er'],
      rows: [
        ['Royal flush', 'E, K, D, Kn, 10 i samme kulør'],
        ['Straight flush', 'Fem i træk i samme kulør'],
        ['Fire ens', 'Fire kort med samme værdi'],
        ['Fuldt hus', 'Tre af én værdi og to af en anden'],
        ['Flush', 'Fem i samme kulør'],
        ['Straight', 'Fem i træk i blandede kulører'],
        ['Tre ens', 'Tre kort med samme værdi'],
        ['To par', 'To par med forskellig værdi'],
        ['Et par', 'To kort med samme værdi'],
        ['Højeste kort', 'Ingen af ovenstående'],
      ],
    },
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Tårbud: i stedet for jetoner hæver I i tår. Den, der vinder puljen, deler alt det satsede ud.',
      'Vis dit bluff: vinder man på ingenting, må man vise kortene for æren. Alle, der foldede, tager en tår.',
      'All in-skål: når nogen går all in, løfter alle ved bordet glasset, før kortene bliver vist.',
      'Udfordringspuljen: den sidste tilbage finder på en udfordring til den første, der røg ud, og den kan altid afslås.',
      'Uheldsreglen: taber du med fire ens eller bedre, slipper du for tår de næste tre hænder.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Pokeraftener bliver lange, og en tår pr. fold løber op over hundrede hænder. Sæt et fast sluttidspunkt, hold tårene små, og lad den sidste straf være en udfordring frem for et helt glas. At folde må aldrig blive så dyrt, at nogen spiller en hånd, de hellere ville have lagt.',
  },
  {
    p: 'Jetonerne er et helt spil i sig selv. Den, der ikke drikker, spiller kun om jetoner, og drukreglerne springer vedkommende over. Hav vand på bordet; et pokerfjæs er lettere at holde med et klart hoved, og det råd kan du passende holde for dig selv.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/blackjack', text: 'Blackjack' },
        ': kort og tår, hvor giveren følger faste regler.',
      ],
      [{ to: '/articles/meyer', text: 'Meyer' }, ': bluff med to terninger og et bæger.'],
      [
        { to: '/articles/pyramid', text: 'Pyramiden' },
        ': kortspillet, der er bygget op om at afsløre bluff.',
      ],
    ],
  },
];
