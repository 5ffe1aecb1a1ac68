import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'ScrollBar er studenterbaren på IT-Universitetet i København (ITU) og partner med Party Dojo. Her kan du læse om de spil, gæsterne spiller med os, det trykte QR-materiale på bordene, konsekvenskortene til beer pong og bordfodboldturneringen, og til sidst om, hvordan enhver bar kan blive partner.',
  },
  { h: 'Spillene på ScrollBar' },
  {
    p: [
      'QR-koderne på ScrollBar fører til disse spil, som alle er lette at gå til i et larmende lokale. Koden på dækkeservietten åbner ',
      { to: '/games/scrollbar', text: 'ScrollBars spilside' },
      ' med dem alle samlet ét sted:',
    ],
  },
  {
    list: [
      [
        'Meyer, det danske terningspil om at bluffe: to terninger under et raflebæger, et udsagn, der sendes rundt om bordet, og en løgn, som nogen før eller siden afslører. Læs ',
        { to: '/articles/meyer', text: 'guiden til Meyer' },
        ' før din første runde.',
      ],
      [
        { to: '/games/truth-or-dare', text: 'Sandhed eller konsekvens' },
        ', ',
        { to: '/games/most-likely-to', text: 'hvem er mest tilbøjelig til' },
        ' og ',
        { to: '/games/never-have-i-ever', text: 'jeg har aldrig' },
        ', spillet på én telefon, der går rundt.',
      ],
      [
        'Regelkort til bordklassikerne: ',
        { to: '/articles/deprecated/buffalo', text: 'buffalo' },
        ', ',
        { to: '/articles/deprecated/pyramid', text: 'pyramiden' },
        ', ',
        { to: '/articles/deprecated/waterfall', text: 'vandfald' },
        ' og ',
        { to: '/articles/deprecated/beer-pong', text: 'beer pong' },
        '.',
      ],
      [
        'ScrollBars egne ',
        {
          to: '/articles/partnerships/scrollbar/beer-pong',
          text: 'husregler til beer pong med konsekvensbægre',
        },
        '.',
      ],
    ],
  },
  { h3: 'Bordfodboldturneringen' },
  {
    p: 'To gange om året holder ScrollBar en bordfodboldturnering, og den bliver taget alvorligt. Den spilles med dobbelt udslagning, så alle hold får en chance til. En kamp slutter ved 10 mål eller efter 20 minutter, hvor næste mål vinder. Den store finale spilles bedst af tre, og holdet fra vindersiden af skemaet starter den med én kamp foran. Præmierne er drinksbilletter og klippekort til baren.',
  },
  { h: 'QR-materialet på ScrollBar' },
  {
    p: 'Alt, hvad der er trykt til ScrollBar, åbner en side på gæstens egen telefon. Der skal ikke installeres noget, og når en side først har været åbnet, bliver den på telefonen, så reglerne er der stadig, når dækningen giver op.',
  },
  {
    list: [
      'Dækkeservietten: en papirserviet til bordene med de korte regler for husspillene og en QR-kode ved hvert spil, så et bord kan gå fra at læse til at spille på et minut.',
      'Spilkoder: en QR-kode hver til Meyer, sandhed eller konsekvens, hvem er mest tilbøjelig til og jeg har aldrig.',
      'Koder til regelkort: en QR-kode hver til buffalo, pyramiden, beer pong og vandfald.',
      'Konsekvenskort til beer pong: en lille bunke kort ved pongbordet med en konsekvens på forsiden af hvert, som bruges i husreglerne nedenfor. Et regelark til bordet forklarer, hvordan de virker.',
      'Fra vores standardsæt, bordskilte og klistermærker: et bordkort til bordene og små mærker til baren og pongbordet, hver med en QR-kode til spillene.',
    ],
  },
  { h: 'Beer pong med konsekvensbægre' },
  {
    p: [
      'ScrollBar spiller almindelig beer pong med ét twist: Før spillet gemmer hvert hold to konsekvenskort under sine egne bægre, og rammer man et af de bægre, bliver kortet vendt. Reglerne og alle 24 konsekvenser står på ',
      {
        to: '/articles/partnerships/scrollbar/beer-pong',
        text: 'ScrollBars side om beer pong',
      },
      '.',
    ],
  },
  {
    tip: 'Alle spil her virker med vand, sodavand eller slet ingenting, og enhver konsekvens kan byttes for en tår. Ingen skal spille, drikke eller gøre noget, de ikke har lyst til.',
    title: 'Spil det på din måde',
  },
  { h: 'Bliv partner' },
  {
    p: 'Studenterbarer, værtshuse og caféer kan alle være med. En partnerbar får:',
  },
  {
    list: [
      'En side som denne, hvor barens egne spil er skrevet op som guides.',
      'QR-materiale klar til tryk, valgt til baren: dækkeservietter, bordskilte, klistermærker og, til et pongbord, konsekvenskort og regelarket til dem.',
      'Spil på gæsternes egne telefoner, der bliver ved med at virke uden barens wi-fi, uden en app at installere, uden oprettelse og uden reklamer.',
      'Ingen sporing af gæsterne: Party Dojo bruger ingen statistikværktøjer og ingen reklamer.',
    ],
  },
  {
    p: 'Det er gratis at være med. Vi designer materialet sammen med baren og sender det klar til tryk; baren betaler kun for sin egen trykning.',
  },
  {
    p: [
      'Send os barens navn, byen og de spil, stamgæsterne spiller, via ',
      { to: '/info/contact', text: 'kontaktsiden' },
      '. Vi svarer på e-mail.',
    ],
  },
];
