import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Party Dojo er en samling fest- og drukspil til én telefon og en flok venner. Vælg et spil, send telefonen rundt, og læs kortet højt. Det er hele idéen.',
  },
  { h: 'Derfor lavede vi den' },
  {
    p: 'De bedste aftener foregår sjældent, hvor dækningen er god. De foregår i sommerhuse, på både, i kældre og bagerst i baren, og det er præcis dér, de fleste festapps går i stå. Derfor er Party Dojo bygget omvendt: Efter ét besøg ligger alle spil, guides og sider på din telefon og virker i flytilstand. Det, du ændrer uden net, bliver gemt og sendt senere. Intet, du har lavet, går tabt, fordi wi-fien forsvandt.',
  },
  {
    p: 'Vi ville også have en festapp, der ikke står i vejen. Der er ingen reklamer, ingen sporing og ingen mur, hvor du skal oprette dig. Alle spil er gratis at spille uden en konto.',
  },
  { h: 'Det finder du her' },
  {
    list: [
      'Kortspil på telefonen: jeg har aldrig, hvem er mest tilbøjelig til, sandhed eller konsekvens, kategori, mimeleg, »Land, ø, by« og en blanding af dem alle.',
      [
        'En ',
        { to: '/editor', text: 'pakkeeditor' },
        ', hvor du skriver dine egne kort, spiller dem med det samme og deler dem med et link eller en QR-kode.',
      ],
      [
        { to: '/articles', text: 'Spilleguides' },
        ' til klassikerne med kort, bægre, terninger og et bord: beer pong, kings cup, flip cup, ride the bus og mange flere.',
      ],
      [
        'Husspil fra de barer, vi samarbejder med, som ',
        { to: '/partnerships/slusen', text: 'Slusen' },
        ' og ',
        { to: '/partnerships/scrollbar', text: 'ScrollBar' },
        ' i København.',
      ],
    ],
  },
  { h: 'Sådan tænker vi om at drikke' },
  {
    p: 'Det er frivilligt at drikke i alle vores spil. En tår kan være vand, og nogle pakker er skrevet helt uden alkohol. Vi skriver kortene, så de er sjove for hele bordet: Frækt er fint, ydmygende er det ikke, og ingen skal gøre noget, de ikke har lyst til. 18+-pakkerne er tydeligt mærket og er slået fra, indtil du selv vælger dem.',
  },
  { h: 'Hvem vi er' },
  {
    p: [
      'Et lille hold, der kan lide spil, venner og aftener, der trækker ud. Vi læser hver besked og hver bid feedback, der bliver sendt fra spillene. Har du en idé, en pakke, du er stolt af, eller en bar, der burde være med, så ',
      { to: '/info/contact', text: 'skriv til os' },
      '.',
    ],
  },
];
