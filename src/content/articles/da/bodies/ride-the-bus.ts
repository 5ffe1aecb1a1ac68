import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Bussen, som på engelsk hedder Ride the Bus, er et kortspil i tre akter. Først gætter alle sig igennem fire spørgsmål om kort, de ikke kan se. Så bliver en pyramide af kort vendt, og spillerne kommer af med de kort, de har samlet. Til sidst skal den, der sidder tilbage med flest kort, "køre bus": gætte fire kort rigtigt i træk og starte forfra, hver gang det går galt. De to første akter er hurtige og hyggelige; den tredje er den, hele bordet læner sig frem for at se.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      {
        item: 'Et almindeligt spil kort uden jokere (et ekstra til 8 eller flere)',
        count: '1',
      },
      { item: 'Noget at drikke', count: '1 pr. spiller' },
      { item: 'Plads på bordet til en pyramide af kort', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre til syv med ét spil kort: hver spiller får fire kort i første runde, og pyramiden skal bruge ti eller femten mere. Er I otte eller flere, så bland to spil kort sammen. Én spiller giver hele vejen igennem og kan godt spille med på sin egen hånd.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Bland, og find en, der giver.',
      'Alle sætter sig, så de kan se midten af bordet; de kort, hver spiller får i første runde, ligger med billedsiden opad foran dem.',
      'Aftal, hvor meget en tår er. Første runde deler én tår ud pr. spørgsmål, og pyramiden tæller tår efter række.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    p: 'Spillet kører i tre runder med samme bunke: gæt, aflæs og, for én uheldig spiller, turen hjem med bussen.',
  },
  { h3: 'Første runde: fire spørgsmål' },
  {
    p: 'Giveren går bordet rundt og stiller hver spiller det første spørgsmål og lægger kortet med billedsiden opad, så man kan se, om svaret var rigtigt. Så får alle det andet spørgsmål, og så videre. Svarer du forkert, drikker du; svarer du rigtigt, vælger du en anden, der skal drikke. Uanset hvad bliver kortet liggende foran dig.',
  },
  {
    table: {
      head: ['Spørgsmål', 'Du gætter', 'Om'],
      rows: [
        ['1', 'Rød eller sort?', 'Farven på dit næste kort.'],
        [
          '2',
          'Højere eller lavere?',
          'I forhold til dit første kort. Lige meget tæller som forkert.',
        ],
        [
          '3',
          'Imellem eller udenfor?',
          'Om det tredje kort lander mellem dine to første, eller uden for dem.',
        ],
        [
          '4',
          'Hvilken kulør?',
          'Hjerter, ruder, klør eller spar. Én ud af fire, så de fleste drikker.',
        ],
      ],
    },
  },
  { h3: 'Anden runde: pyramiden' },
  {
    steps: [
      'Giveren lægger en pyramide af kort med bagsiden opad: fire, tre, to og et (eller fem rækker fra fem ned til et til et længere spil).',
      'Kortene bliver vendt ét ad gangen, begyndende med den nederste række.',
      'Når et vendt kort har samme værdi som et kort foran dig, må du lægge dit kort på det og dele tår ud: én pr. kort i nederste række, to i den næste, og så videre opad.',
      'Hvert kort, du spiller, er et kort mindre foran dig. Det betyder noget, på grund af tredje runde.',
    ],
  },
  { h3: 'Tredje runde: bussen' },
  {
    steps: [
      'Når pyramiden er færdig, skal spilleren med flest kort tilbage køre bus. Står det lige, tager de, der står lige, et kort fra bunken, og det laveste kort kører.',
      'Giveren lægger nye kort ét ad gangen, og buspassageren svarer på de samme fire spørgsmål i rækkefølge: rød eller sort, højere eller lavere, imellem eller udenfor, kulør.',
      'Et forkert svar koster en tår, og turen starter forfra ved spørgsmål et med nye kort.',
      'Fire rigtige svar i træk, og passageren står af bussen. Spillet er slut.',
    ],
  },
  {
    p: 'Busturen kan være hurtig eller grusom, for kulørspørgsmålet er et gæt med én chance ud af fire. Derfor sætter de fleste borde en grænse, som nedenfor.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Stoppested: efter fem forkerte svar står passageren af alligevel. Varmt anbefalet.',
      'Tre stop: busturen bruger kun de tre første spørgsmål og springer kuløren over.',
      'Andenpilot: passageren vælger en ven, der deler hver tår, så ingen kører alene.',
      'Pyramideudfordring: som i kortspillet Pyramide kan alle påstå at have et kort, de ikke har; bliver de taget i det, drikker de dobbelt.',
      'Tunnellen: busturen bruger en række kort med bagsiden opad, lagt på forhånd og vendt ét ad gangen. Samme spil, mere spænding.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Bussen lægger en masse druk på én person til sidst. Aftal stoppestedet før spillet, ikke mens nogen er på sit fjerde forsøg, og hold tårene små. En passager, der ikke drikker, kan køre med vand eller for pant, og spændingen er den samme.',
  },
  {
    p: 'Giverrollen er perfekt til en, der hellere vil stå over med drikkevarerne: vedkommende styrer showet og holder tællingen ærlig.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/pyramid', text: 'Pyramide' },
        ': anden runde udvidet til et helt spil med bluff.',
      ],
      [
        { to: '/articles/horse-race', text: 'Horse Race' },
        ': endnu et kortspil med en afslutning for tilskuerne.',
      ],
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': en bunke, hvor hvert kort er en regel.',
      ],
    ],
  },
];
