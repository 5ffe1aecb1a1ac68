import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Ring of Fire er et spil kort lagt i en ring om et stort glas og en flok, der på skift trækker fra ringen uden at bryde den. Hvert kort har en handling, fra at dele en tår ud til at opfinde en regel, der gælder hele aftenen. Bryder du ringen, mens du trækker, koster det; trækker du den fjerde konge, tager du tre tår af glasset i midten. Mange kender det som Kings Cup, og de to deler næsten alle kort, men det er ringen, der gør det her spil nervepirrende.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Et almindeligt spil kort med 52 kort', count: '1' },
      { item: 'Et stort glas til midten', count: '1' },
      { item: 'Noget at drikke', count: '1 pr. spiller' },
      { item: 'Et bord med plads til en ring af kort', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre til ti. Det virker ved et køkkenbord med fire og på stuegulvet med otte. Alle skal kunne nå ringen, så sæt jer tæt.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Stil det store glas midt på bordet.',
      'Bland, og læg hele bunken med bagsiden opad i en ring om glasset, så hvert kort rører det næste, og der ikke er noget hul.',
      'Aftal kortenes betydning nedenfor og eventuelle husregler.',
      'Den ældste trækker først. Spillet går til venstre.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Træk et hvilket som helst kort fra ringen uden at lave et hul i den. Skub det forsigtigt ud.',
      'Bryder du ringen, så der bliver et hul mellem to kort, tager du to tår. Luk hullet, og spil videre.',
      'Vend kortet, og gør, hvad det siger.',
      'Den næste til venstre trækker.',
      'Spillet slutter, når det sidste kort er trukket, eller når den fjerde konge kommer frem. Den, der trækker den fjerde konge, tager tre tår af glasset i midten, og resten bliver hældt ud.',
    ],
  },
  {
    table: {
      head: ['Kort', 'Handling'],
      rows: [
        [
          'Es',
          'Vandfald: alle drikker; du må stoppe, når spilleren før dig har stoppet, den, der trak, stopper først, og når der er talt til fem, stopper alle.',
        ],
        ['2', 'Giv: giv en tår til en anden spiller.'],
        ['3', 'Tag: du tager selv en tår.'],
        ['4', 'Kvinder: alle kvinder ved bordet tager en tår.'],
        [
          '5',
          'Tommelfingermester: behold kortet. Når du lægger tommelfingeren på bordet, tager den sidste, der følger efter, en tår. Du må gemme det til det perfekte øjeblik.',
        ],
        ['6', 'Mænd: alle mænd ved bordet tager en tår.'],
        ['7', 'Himmel: den sidste, der peger op, tager en tår.'],
        ['8', 'Makker: vælg en makker, der drikker, hver gang du gør, resten af spillet.'],
        [
          '9',
          'Rim: sig et ord; hele ringen rundt rimer hver spiller på det. Den første, der ikke kan, tager en tår.',
        ],
        [
          '10',
          'Kategori: nævn en kategori; hele ringen rundt nævner I ting i den. Den første, der går i stå, tager en tår.',
        ],
        ['Knægt', 'Lav en regel, der gælder hele spillet. Den, der bryder den, tager en tår.'],
        [
          'Dame',
          'Spørgemester: alle, der svarer på dit spørgsmål, tager en tår, til en ny dame bliver trukket.',
        ],
        [
          'Konge',
          'Hæld en skvat af din drink i glasset i midten. Den fjerde konge tager tre tår af det.',
        ],
      ],
    },
  },
  {
    p: 'I denne udgave varer makkerskabet resten af spillet, ikke kun til næste otter, så sidst på aftenen kan en kæde af makkere binde det halve bord sammen: én tår fra den rigtige person sætter fire mere i gang.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Neutrale firere og seksere: skift "kvinder" og "mænd" ud med opdelinger, der omfatter alle, for eksempel "alle i sort tøj" og "alle med fødselsdag i første halvdel af året".',
      'Hurtig reparation: lukker den, der brød ringen, hullet, før nogen opdager det, koster det ingenting.',
      'Dåsen: i stedet for en ring lægger I kortene over toppen af en uåbnet dåse. Den, der får låget til at springe, når et kort bliver trukket ud, taber. Kun med dåser, I alligevel vil åbne.',
      'Tommelfingerkrig: tommelfingermesteren kan kun bruge sin magt én gang og lægger så kortet tilbage i ringen.',
      'Den tavse dame: spørgemesteren må kun stille spørgsmål hviskende.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'To regler i ældre udgaver af Ring of Fire gør et sjovt spil til et hårdt: en hel drink for at bryde ringen, og én person, der drikker et blandet glas i midten. Vi spiller en brudt ring som to tår, hvilket holder spændingen uden skaderne, og glasset i midten som tre tår til den fjerde konge, for fire drinks blandet sammen er ingen præmie. Hold kongernes skvatter små, og lad den fjerde konge vælge en makker at dele tårene med.',
  },
  {
    p: 'Kortenes handlinger er lige så sjove med sodavand, og glasset i midten kan være saft. Stil en kande vand inden for rækkevidde af ringen, og lad en tår vand tælle som en tår.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': den samme bunke med andre navne på kortene.',
      ],
      [
        { to: '/articles/category', text: 'Kategori' },
        ': tierne, strakt ud til et helt spil med et ur.',
      ],
      [
        { to: '/articles/waterfall', text: 'Vandfald' },
        ': det, esset sætter i gang, og hvordan I holder det kort.',
      ],
    ],
  },
];
