import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'På Slusen, vores partnerbar i København, er Bakke ikke bare det, øllet kommer på: det er også navnet på husets spil, som man spiller om en omgang. En bakke med små glas står midt på bordet, én terning går rundt, og hvert slag sender et glas et sted hen: til dig, til en ven, til dine sidemænd eller til den, der er langsomst til at slå i bordet. Når bakken er tom, er spillet slut. Her er Slusens husspil, som vi spiller det: barens egne regler har aldrig stået skrevet nogen steder, vi kunne finde, så det her er vores udgave, lavet til at være fair, hurtig at lære og larmende.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Serveringsbakke', count: '1' },
      { item: 'Små glas på bakken (mindst 8, højst 16)', count: '2 pr. spiller' },
      { item: 'En kande vand, så mindst hvert fjerde glas er en nitte' },
      { item: 'Almindelig terning', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre til otte spillere om ét bord. Med tre går bakken hurtigt, og alle slår tit; med syv eller otte bliver det en tilskuersport, hvor hele bordet følger hvert eneste slag. Er I flere end otte, kan glassene ikke være på bakken: bestil to bakker, og spil ved to borde.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Tæl spillerne, og fyld to små glas pr. spiller: en mundfuld i hver, aldrig en hel genstand. Hold det samlede antal mellem 8 og 16.',
      'Mindst en fjerdedel af glassene skal være vand. De står blandet med de andre på bakken og bliver taget som alle andre glas. Det er nitterne, og dem bliver alle glade for.',
      'Sæt bakken midt på bordet, så alle kan nå den.',
      'Giv terningen til den, der bar bakken hen fra baren. Vedkommende slår først, og spillet går til venstre.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    p: 'Når det er din tur, slår du én gang og gør, hvad terningen siger. Så går terningen videre til venstre. Et "glas" er altid et hvilket som helst glas fra bakken, valgt af den, der skal drikke det, så en snu spiller kan gå efter en nitte, når der er brug for det.',
  },
  {
    table: {
      head: ['Slag', 'Navn', 'Hvad sker der'],
      rows: [
        ['1', 'Din', 'Tag et glas fra bakken, og drik det.'],
        ['2', 'Servér', 'Vælg en anden spiller. Vedkommende tager et glas.'],
        ['3', 'Sidemænd', 'Spillerne til venstre og højre for dig tager et glas hver.'],
        [
          '4',
          'Tjener',
          'Servér et glas for en spiller efter eget valg i rollen som tjener (fornem, sur eller pinligt høflig). Modtageren tager imod i rollen. Alle andre, der griner, før glasset er drukket, tager også et glas.',
        ],
        [
          '5',
          'Husregel',
          'Lav en regel, der gælder, til bakken er tom. Den, der bryder den, tager et glas.',
        ],
        [
          '6',
          'Bakke!',
          'Råb "Bakke!" Alle slår en flad hånd i bordet ved siden af bakken. Den sidste hånd tager et glas.',
        ],
      ],
    },
  },
  {
    steps: [
      'Kræver et slag flere glas, end der er tilbage på bakken, deles resten ud i siddeorden fra slagerens venstre side, og spillet er slut.',
      'Når det sidste glas forlader bakken, er spillet slut. Den, der tog det sidste glas, bærer den tomme bakke tilbage til baren.',
      'Vil bordet have en omgang til, bestemmer bakkebæreren, hvad der skal på den næste bakke, og slår først. Hvem der betaler, må jeres bord selv finde ud af; det siger spillet ikke noget om.',
    ],
  },
  {
    p: 'Tjeneren er det slag, alle venter på. En ven, der serverer et fingerbøl vand, som var det årgangschampagne, mens modtageren spiller madanmelder, er hele spillet værd. Gode husregler er små og fjollede: sig "skål" før hver tår, kald terningen "oraklet", ingen må pege med fingrene, kun med albuerne. Tre husregler på én gang er som regel, hvad et bord kan huske, og netop derfor er der altid én, der bryder en af dem.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Blind bakke: baren fylder bakken med sodavand og nogle få rigtige i ens glas. Ingen ved, hvad de tager, før de smager det.',
      'Dobbelt sekser: slår den samme spiller to seksere i træk, slår alle i bordet, og de to sidste hænder tager hver et glas.',
      'Kort bakke: ét glas pr. spiller, til et spil på fem minutter mellem andre omgange.',
      'Stigen: hver gang bakken bliver tømt, tilføjer bakkebæreren en husregel, der fortsætter på den næste bakke.',
      'Hold-bakke: to og to sidder sammen og deler plads i rækkefølgen. Et glas, der bliver sendt til den ene, kan tages af den anden.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Nitterne er spillets stille snilde. De gør, at en bakke med seksten glas ikke bliver til seksten genstande, og fordi man selv vælger sit glas, kan alle sætte tempoet ned uden at sige det højt. En spiller, der ikke drikker, spiller kun med nitter eller med sin egen sodavand, og spillet er præcis lige så godt. Hold skænkene små; Bakke er lavet til at blive spillet mere end én gang.',
  },
  {
    p: 'At slå i bordet er halvdelen af det sjove og hele risikoen: flyt telefoner og fyldte fadøl væk fra bordet før første slag, og slå ved siden af bakken, aldrig på den. Ingen skal spille tjener; en spiller, der hellere vil lade være, kan bare række glasset over.',
  },
  {
    tip: 'Bestil en kande vand sammen med bakken. Det koster ikke noget at fylde nitterne op mellem spillene, og det holder den næste omgang ærlig.',
    title: 'Spørg baren',
  },
  { h: 'Andre guides' },
  {
    list: [
      [{ to: '/articles/the-line', text: 'The Line' }, ': Slusens beer pong på én lang række.'],
      [{ to: '/partnerships/slusen', text: 'Slusen' }, ': baren bag begge spil.'],
      [
        { to: '/articles/category', text: 'Kategori' },
        ': et spil uden udstyr til bordet, mens I venter på bakken.',
      ],
    ],
  },
];
