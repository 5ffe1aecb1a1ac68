import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Kings Cup, som nogle kalder Kongens bæger, er kortspillet, der giver hver eneste værdi i bunken et job. Kortene ligger spredt rundt om et tomt glas, spillerne trækker ét ad gangen, og hvert kort sætter en lille regel i gang: du drikker, en anden drikker, alle kappes om at røre gulvet, en ny regel bliver født. Hver konge kommer en skvat i glasset i midten, og den, der trækker den fjerde konge, tager tre tår af det. Det er larmende, enkelt og kan skrues på i det uendelige, og derfor ender hver vennegruppe med sin egen udgave.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Et almindeligt spil kort med 52 kort, uden jokere', count: '1' },
      { item: 'Et stort tomt glas til midten (kongens bæger)', count: '1' },
      { item: 'Noget at drikke', count: '1 pr. spiller' },
      { item: 'En kande vand på bordet', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Fire til ti om et bord eller på gulvet. Er I færre end fire, falder de sociale kort til jorden; er I flere end ti, venter man for længe mellem trækkene. Til en stor flok: brug to bunker og to glas.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Stil kongens bæger, tomt, midt på bordet.',
      'Bland kortene, og spred dem med bagsiden opad rundt om glasset i en løs cirkel.',
      'Læs kortlisten nedenfor højt, og aftal eventuelle ændringer nu. Alle flokke har nogle.',
      'Den, der sidst var til koncert, trækker først; derefter går det med uret.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Når det er din tur, trækker du et kort fra cirklen og viser det til alle.',
      'Gør, hvad værdien siger (se tabellen).',
      'Behold kortet foran dig, hvis det giver dig en magt, du kan bruge senere, som tommelfingermester eller spørgemester.',
      'Turen går videre til venstre. Spillet slutter, når den fjerde konge er trukket, eller når kortene slipper op.',
    ],
  },
  {
    table: {
      head: ['Kort', 'Navn', 'Hvad sker der'],
      rows: [
        [
          'Es',
          'Vandfald',
          'Alle begynder at drikke på én gang. Ingen må stoppe, før personen til højre har stoppet; den, der trak kortet, stopper først, når vedkommende vil. Når der er talt til fem, stopper alle.',
        ],
        ['2', 'Dig', 'Vælg en, der skal tage en tår.'],
        ['3', 'Mig', 'Du tager selv en tår.'],
        ['4', 'Gulv', 'Alle rører gulvet. Den sidste drikker.'],
        [
          '5',
          'Tommelfingermester',
          'Indtil næste femmer må du når som helst stille lægge tommelfingeren på bordet. Den sidste, der gør det efter, drikker.',
        ],
        ['6', 'Skål', 'Alle drikker sammen.'],
        ['7', 'Himmel', 'Alle peger op mod loftet. Den sidste hånd drikker.'],
        [
          '8',
          'Makker',
          'Vælg en makker. Hver gang du drikker, drikker vedkommende også, til næste otter.',
        ],
        [
          '9',
          'Rim',
          'Sig et ord. Hele vejen rundt siger hver spiller et ord, der rimer på det. Den første, der går i stå eller gentager, drikker.',
        ],
        [
          '10',
          'Kategori',
          'Nævn en kategori. Hele vejen rundt nævner hver spiller noget i den. Den første, der går i stå, drikker.',
        ],
        [
          'Knægt',
          'Regel',
          'Lav en regel, der gælder resten af spillet. Den, der bryder den, drikker.',
        ],
        [
          'Dame',
          'Spørgemester',
          'Indtil næste dame drikker alle, der svarer på et spørgsmål, du stiller.',
        ],
        [
          'Konge',
          'Kongens bæger',
          'Hæld en skvat af din drink i glasset i midten. Den fjerde konge tager tre tår af det.',
        ],
      ],
    },
  },
  {
    p: 'Gode knægteregler er legesyge, ikke straffende: ingen fornavne, drik kun med venstre hånd, sig "skål, Deres Majestæt" før hver tår. Spørgemesteren er bunkens mest lumske kort: "Er det din øl?" fanger næsten altid nogen.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Køn på firere og seksere: ældre regelsæt deler rummet efter køn på 4 og 6. Vi bruger Gulv og Skål, så ingen skal sorteres; skift kun tilbage, hvis hele flokken vil.',
      'Jeg har aldrig på 6: alle holder tre fingre op og spiller en hurtig runde; den første, der er ude, drikker.',
      'Bryd ringen: laver du et hul i ringen af kort, når du trækker, drikker du. Det er hjertet i Ring of Fire, det samme spil under et andet navn.',
      'Kongens bæger uden alkohol: glasset i midten indeholder kun saft eller vand, og den fjerde konge drikker det under stor ceremoni.',
      'Kortere spil: tag toerne, treerne og ét kort af hver anden værdi ud, så I får en bunke på omkring 36.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Kongens bæger er den del af spillet, der går galt. Fire skvatter af fire forskellige drinks giver et ulækkert og stærkt glas, og den, der trækker den sidste konge, har ikke gjort andet end at trække et kort. Derfor tager vores fjerde konge tre tår, og resten ryger i vasken. Hold skvatterne små, lad kongerne hælde vand i, eller lad den fjerde konge dele tårene med sin makker. Vandfaldet på es stopper ved fem, den sidste i rækken må stoppe, når glasset er tomt, og en tår vand tæller.',
  },
  {
    p: 'Alt i Kings Cup virker med sodavand. I en blandet flok fylder hver sit eget glas med det, de har lyst til, og reglerne er præcis de samme.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/ring-of-fire', text: 'Ring of Fire' },
        ': det samme kortspil med en ring, man ikke må bryde.',
      ],
      [{ to: '/articles/category', text: 'Kategori' }, ': tieren som et spil for sig, med et ur.'],
      [
        { to: '/articles/never-have-i-ever', text: 'Jeg har aldrig' },
        ': tilståelsesspillet, som mange spiller på seksen.',
      ],
      [
        { to: '/articles/waterfall', text: 'Vandfald' },
        ': esset forklaret ordentligt, med en venligere måde at spille det på.',
      ],
    ],
  },
];
