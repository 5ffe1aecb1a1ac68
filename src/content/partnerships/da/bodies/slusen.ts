import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Slusen er en bar i København og partner med Party Dojo. Baren har sine egne spil: to husspil, der er vokset op ved dens borde, og som du ikke finder i de sædvanlige regelbøger. Her har vi samlet dem, forklaret det trykte materiale, du møder i baren, og fortalt andre barer, hvordan de kommer med.',
  },
  { h: 'Husspillene' },
  {
    p: [
      'I baren åbner koden på dit bord ',
      { to: '/games/slusen', text: 'Slusens spilside' },
      ': begge husspil, værktøjerne til dem og telefonspillene, ét tryk hver.',
    ],
  },
  { h3: 'The Line' },
  {
    p: 'Slusens egen udgave af beer pong. I stedet for en trekant stiller hver side sine seks bægre på en lige linje, der løber væk fra kasteren, så der altid er præcis ét bæger forrest. Kun en bold i det forreste bæger tager et bæger ud af spillet. En bold i et af de andre bægre fjerner det ikke: Det bæger flyttes i stedet op forrest i linjen, så linjen hele tiden skifter form, mens du sigter.',
  },
  {
    list: [
      '12 bægre og 2 bordtennisbolde, to hold.',
      'Et ramt bæger fjernes eller flyttes med det samme, før næste kast.',
      'Det hold, der rydder den anden sides linje, vinder, og taberne drikker det, der er tilbage i vindernes bægre.',
    ],
  },
  {
    p: [
      'Hele opstillingen, hvordan de to linjer står forskudt, og alle finesserne står i guiden til ',
      { to: '/articles/the-line', text: 'The Line' },
      '. Har du aldrig spillet almindelig beer pong, så start med ',
      { to: '/articles/beer-pong', text: 'guiden til beer pong' },
      '.',
    ],
  },
  { h3: 'Bakke' },
  {
    p: [
      'Bakke spilles, som navnet siger, om en bakke med drinks midt på bordet: den slags spil, en flok kan gå i gang med, i samme øjeblik en omgang lander. Reglerne, opstillingen og varianterne står i ',
      { to: '/articles/bakke', text: 'guiden til Bakke' },
      '.',
    ],
  },
  { h3: 'Og på din telefon' },
  {
    p: [
      'Til pauserne mellem omgangene kører alle Party Dojos spil på én telefon, der går rundt om bordet: ',
      { to: '/games/never-have-i-ever', text: 'jeg har aldrig' },
      ', ',
      { to: '/games/most-likely-to', text: 'hvem er mest tilbøjelig til' },
      ', ',
      { to: '/games/truth-or-dare', text: 'sandhed eller konsekvens' },
      ' og resten. Åbn et spil én gang, så bliver det ved med at virke, også hvis barens dækning giver op.',
    ],
  },
  { h: 'QR-materialet på bordene' },
  {
    p: 'Partnerbarer får trykt materiale, der tager gæsterne direkte fra bordet til et spil, uden noget at installere. Det kan en bar vælge imellem:',
  },
  {
    list: [
      'Bordskilte: et lille foldet kort på hvert bord med én QR-kode, der åbner spillene, og en linje om, hvordan man går i gang.',
      'Klistermærker: små runde QR-mærker til baren, beer pong-bordet og bagsiden af menukortet.',
      'Dækkeservietter: en papirserviet med de korte regler for husspillene og en QR-kode ved hvert spil, der åbner hele guiden.',
      'Koder til regelkort: enkelte QR-koder til klassikere som buffalo, pyramiden og vandfald, der hver åbner et regelkort på én side.',
    ],
  },
  {
    p: 'Scan en af dem én gang, så bliver siden gemt på telefonen, og reglerne er der stadig, når dækningen forsvinder.',
  },
  { h: 'Spil ordentligt' },
  {
    tip: 'Spørg baren, før I stiller et bægerspil op, hold bordet tørt, og lad alle spille med vand. En »drink« i alle disse spil kan være lige det, spilleren vælger.',
    title: 'Husets skikke',
  },
  { h: 'Har du en bar? Bliv partner' },
  { p: 'Det får en partnerbar:' },
  {
    list: [
      'En side som denne, hvor jeres husspil er skrevet op som rigtige guides, med jeres ord og vores.',
      'QR-materiale klar til tryk til jeres borde: bordskilte, klistermærker, en dækkeserviet med jeres spil og konsekvenskort til beer pong, hvis I har et pongbord.',
      'Spil, der kører på gæsternes egne telefoner og virker uden jeres wi-fi, uden en app at installere, uden oprettelse og uden reklamer.',
      'Ingen sporing af jeres gæster: Party Dojo har ingen statistikværktøjer og ingen reklamer.',
    ],
  },
  {
    p: 'Det koster ingenting at være med. Vi designer materialet sammen med jer og sender det klar til tryk; det eneste, I betaler, er trykningen.',
  },
  {
    p: [
      'Skriv til os via ',
      { to: '/info/contact', text: 'kontaktsiden' },
      ' med barens navn, jeres by og de spil, jeres stamgæster allerede spiller. Vi svarer på e-mail.',
    ],
  },
];
