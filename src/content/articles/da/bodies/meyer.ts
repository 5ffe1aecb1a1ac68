import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Meyer er det danske bluffspil med to terninger og et raflebæger, og det findes på næsten hvert eneste værtshusbord fra Skagen til Gedser. Man slår i skjul, kigger selv og siger, hvad man har slået, eller hvad man gerne vil have, at den næste tror. Den næste kan tage én på ordet og prøve at slå det, eller løfte bægeret og kalde én en løgner. Ude i verden hedder det Mia, og på tysk Meiern, men reglerne er stort set de samme.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Almindelige terninger', count: '2' },
      { item: 'Raflebæger, man ikke kan se igennem (et krus kan bruges)', count: '1' },
      {
        item: 'Liv: en ekstra terning, jetoner, ølbrikker eller streger på et papir',
        count: '6 pr. spiller',
      },
      { item: 'Noget at drikke (hvis I vil)', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Tre eller flere. Med tre bliver det en nervekrig mand mod mand; fem til otte er det bedste, fordi en løgn når at vokse, mens den går bordet rundt. Er I over ti, går der for lang tid, før bægeret kommer tilbage til én.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Sæt jer i en rundkreds. Man spiller med uret.',
      'Alle får seks liv. Den klassiske tæller er en livsterning, man drejer fra 6 ned mod 1, men jetoner eller streger virker lige så godt.',
      'Læg begge terninger i bægeret, og giv det til den, der starter. Find selv ud af hvordan.',
    ],
  },
  { h: 'Sådan læser man et slag' },
  {
    p: 'Et slag læses som et tocifret tal med den højeste terning først: en femmer og en treer er "53", aldrig "35". Par slår alle blandede slag, og to særlige slag slår alt. Fra bedst til dårligst:',
  },
  {
    table: {
      head: ['Plads', 'Slag', 'Hedder'],
      rows: [
        ['1 (bedst)', '2 og 1', 'Meyer'],
        ['2', '3 og 1', 'Lille Meyer'],
        ['3 til 8', '66, 55, 44, 33, 22, 11', 'Par, seksere højest'],
        [
          '9 til 20',
          '65, 64, 63, 62, 61, 54, 53, 52, 51, 43, 42, 41',
          'Blandede slag, højest først',
        ],
        ['21 (dårligst)', '32', 'Det laveste slag'],
      ],
    },
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Ryst terningerne under bægeret, sæt det i bordet og kig, uden at de andre kan se med.',
      'Sig et slag. Du må sige, hvad du har, påstå noget højere, eller sige noget lavere: at melde under er tilladt og tæller ikke som løgn.',
      'Giv bægeret videre til den næste med terningerne stadig skjult. Vedkommende skal vælge: tro på dig, eller løfte.',
      'Tror de på dig, ryster de selv, kigger og skal melde noget højere end dig, før bægeret går videre. Meldingen kan kun gå opad.',
      'Løfter de, og terningerne viser mindre end det, du sagde, mister du et liv. Viser de det samme eller mere, mister den, der løftede, et liv.',
      'Efter et løft er runden slut. En ny runde begynder forfra, som regel hos den, der lige har mistet et liv.',
      'Den, der ikke har flere liv, er ude. Den sidste med liv tilbage har vundet.',
    ],
  },
  { h3: 'Det eller derover' },
  {
    p: 'I stedet for at slå kan man, hvis man tror på meldingen, give bægeret videre uden at ryste eller kigge og sige "det eller derover", eller en højere melding. Risikoen følger med bægeret: løfter den næste, og terningerne ikke holder, er det den, der sendte videre i blinde, der betaler.',
  },
  { h3: 'Når nogen siger Meyer' },
  {
    p: 'Intet slår Meyer, så den næste kan ikke slå højere. Vedkommende kan enten give op uden at kigge og miste ét liv, eller løfte. Er det virkelig Meyer, mister den, der løftede, to liv. Er det ikke, mister melderen et liv; nogle borde gør også det til to, så aftal det, før I begynder.',
  },
  { h3: 'Hver sin telefon som bæger' },
  {
    p: 'Intet bæger og ingen terninger ved hånden? I appen kan hver spiller bruge sin egen telefon som bæger. Værtens telefon viser en kode med pladserne og rækkefølgen, og de andre scanner den og sætter sig til bordet. Når det er din tur, slår du i appen; terningerne er skjult, indtil du holder fingeren på skærmen for at kigge. Læg telefonen med skærmen nedad, så er der intet at se, før den bliver taget op igen. Meldingen siger du højt som altid. Løfter den næste, trykker de på løft, og det rigtige slag fylder skærmen, så hele bordet kan se det. Livene holder I styr på som altid, med jetoner eller streger.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Tysk Meiern: 21 er stadig det bedste slag, men der er ingen Lille Meyer. Så kommer parrene, og 31 ligger helt i bunden.',
      'Halv Meyer: ved nogle tyske borde ligger 42 lige under Meyer, og enhver Meyer koster en tår: én, hvis den bliver troet, to til den, der tog fejl, hvis den bliver betvivlet.',
      'Lave par højest: nogle Mia-regler gør 11 til det bedste par, så rækkefølgen bliver 21, 11, 22 og op til 66 og derefter de blandede slag.',
      'Tre liv: et hurtigere spil med tre liv hver.',
      'Vis den: en ægte Meyer bliver vist for bordet med det samme, alle tager en tår, og en ny runde begynder.',
    ],
  },
  { h: 'Sådan bliver du god' },
  {
    p: 'De bedste løgnere lyver tidligt. Siger du frækt "64" på et ægte 42, skal den næste finde 65 eller et par, og så er det dem, der sidder i klemme. At melde under er det stille trick: sig 43 på et ægte femmerpar, og lad den næste arve et slag, der i hemmelighed er stærkt.',
  },
  {
    p: 'Meyer handler om liv, ikke om druk: spillet er helt uden en eneste tår, og derfor er det let at spille med nogen, der ikke drikker. Lægger jeres bord drikke oveni, så knyt dem til tabte liv og ikke til hvert slag, så bliver det en langsom aften i stedet for en hurtig. Og terningerne flyver, når bægeret bliver smækket i bordet: hold glassene væk fra den hånd, der smækker.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/bakke', text: 'Bakke' },
        ': endnu et københavnsk værtshusspil med en terning i centrum.',
      ],
      [
        { to: '/articles/the-line', text: 'The Line' },
        ': det, det samme bord spiller, når krusene kommer frem.',
      ],
      [
        { to: '/articles/drunk-poker', text: 'Drunk Poker' },
        ': bluff med kort og jetoner i stedet for terninger.',
      ],
      [
        { to: '/articles/pyramid', text: 'Pyramide' },
        ': et kortspil, hvor enhver påstand kan udfordres.',
      ],
    ],
  },
];
