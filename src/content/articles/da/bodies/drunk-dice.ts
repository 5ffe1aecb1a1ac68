import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Drunk Dice er det enkleste spil på hylden: slå, læs reglen for det tal, du slog, gør det, og send terningerne videre. Hver side på én terning, eller hver sum på to, har sin egen regel, og en af dem lader den, der slår, skrive en ny regel for hele bordet. Der er ingen vinder. Det er en måde at holde bordet grinende på mellem de længere spil, og det tager ti sekunder at forklare.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'En telefon med Drunk Dice åbent', count: '1' },
      { item: 'Almindelige terninger, hvis I hellere vil slå med rigtige', count: '2' },
      { item: 'Papir og blyant til regeltabellen uden telefon', count: '1' },
      { item: 'Noget at drikke efter eget valg (vand tæller)', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To eller flere. Med to er det en hurtig duel; med fem til otte kommer sidemandsreglerne og "alle drikker" ofte nok til, at alle er med. Er I over ti, så del jer i to kredse, så ingen venter længe på terningerne.',
  },
  { h: 'Regeltabellerne' },
  {
    p: 'Vælg én terning eller to. Én terning er hurtigt og let at huske. To terninger giver elleve regler, fra 2 til 12, og fordi 7 kommer oftest og 2 og 12 sjældnest, får de sjældne summer de store øjeblikke. Her er appens regler, som de kommer; jeres bord kan skrive enhver af dem om.',
  },
  {
    table: {
      head: ['Én terning', 'Regel'],
      rows: [
        ['1', 'Tag en tår.'],
        ['2', 'Peg på en: vedkommende tager en tår.'],
        ['3', 'Alle drikker.'],
        ['4', 'Spilleren til venstre for dig tager en tår.'],
        ['5', 'Spilleren til højre for dig tager en tår.'],
        ['6', 'Lav en regel for bordet. Den gælder, til nogen erstatter den.'],
      ],
    },
  },
  {
    table: {
      head: ['To terninger', 'Regel'],
      rows: [
        ['2', 'Slangeøjne: lav en regel for bordet.'],
        ['3', 'Tag en tår.'],
        ['4', 'Spilleren til venstre for dig tager en tår.'],
        ['5', 'Spilleren til højre for dig tager en tår.'],
        ['6', 'Tommelfingerkamp med en efter eget valg: taberen tager en tår.'],
        ['7', 'Alle drikker.'],
        ['8', 'Vælg en makker, der tager en tår, hver gang du gør, til næste 8.'],
        [
          '9',
          'Sig et ord; hele vejen rundt rimer alle på det. Den første, der går i stå, tager en tår.',
        ],
        [
          '10',
          'Nævn en kategori; hele vejen rundt nævner alle én ting i den. Den første, der står tom, tager en tår.',
        ],
        ['11', 'Del to tår ud, som du vil.'],
        ['12', 'Alle undtagen dig tager en tår, og så får hele bordet et glas vand.'],
      ],
    },
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Skriv spillernes navne ind i den rækkefølge, I sidder, med uret, hvis appen skal sige, hvis tur det er, og hvem der skal drikke. Uden navne slår den stadig og viser reglen.',
      'Vælg én terning eller to.',
      'Læs regeltabellen højt én gang. Vil bordet have andre regler, kan I rette enhver række med en sætning i appen og altid få de oprindelige tilbage.',
      'Markér dem, der ikke drikker i aften: hver gang et slag ville give dem en tår, giver appen dem en lille pant i stedet.',
    ],
  },
  { play: { to: '/games/drunk-dice', text: 'Spil Drunk Dice her' } },
  { h: 'Sådan går en tur' },
  {
    steps: [
      'Den, hvis tur det er, slår: tryk i appen, tryk på mellemrumstasten, eller ryst telefonen, hvis den tillader det. Med rigtige terninger slår I midt på bordet.',
      'Læs reglen for siden eller summen højt. Appen siger, hvem der skal drikke, hvor den kan: den, der slog, en sidemand eller alle.',
      'Gør det før næste slag. Rim- og kategorirunder starter hos den, der slog, og går med uret.',
      'Et slag, der giver en ny regel, beder den, der slog, om at skrive én bordregel, for eksempel "ingen fornavne" eller "drik med den anden hånd". Den bliver på skærmen, til et nyt regelslag erstatter den, eller bordet ophæver den.',
      'Terningerne går videre til venstre.',
    ],
  },
  { h: 'Sådan slutter det' },
  {
    p: 'Der er ingen point og ingen vinder: spil et par omgange, eller til bordet vil have et spil med mere i. Drunk Dice virker også som opvarmning, eller som det, I spiller, mens det næste spil bliver stillet op.',
  },
  { h: 'Hold det til tår' },
  {
    p: 'Hver regel i Drunk Dice er en drukregel, så her er det vigtigst af alt at holde dem små:',
  },
  {
    list: [
      'En regel betyder én tår, aldrig et glas drukket ud. "Del to tår ud" betyder to tår i alt, til én spiller eller to.',
      'Når I skriver reglerne om, så hold hver enkelt til en tår eller to. En bordregel, der kræver mere, bliver ophævet.',
      'Alle må holde op med at drikke når som helst og spille videre: appen giver dem en pant i stedet for tår.',
      'Tolv på to terninger slutter med vand til alle. Hav en kande på bordet, og tag imod hintet.',
    ],
  },
  { h: 'Gode råd' },
  {
    list: [
      'De bedste husregler er fjollede frem for hårde: "tal hviskende", "skål før hver tår".',
      'Byt én regel ud med noget uden drikke, som "fortæl bordet en hemmelighed" eller "byt plads med hvem som helst", så ikke hvert slag er en tår.',
      'Brug to terninger til en større flok: flere regler giver mere variation mellem turene.',
      'Slår I med rigtige terninger? Læg regeltabellen på papir midt på bordet, hvor alle kan læse den.',
    ],
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/meyer', text: 'Meyer' },
        ': to terninger, et bæger og en masse bluff, når bordet vil have et rigtigt spil.',
      ],
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': samme idé med kort, en regel for hver værdi.',
      ],
    ],
  },
];
