import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Drunk UNO beholder alle reglerne fra familiekortspillet og lægger én enkel vekselkurs oveni: hvert kort, du trækker, koster en tår. Et +2 på dig er to tår, et +4 er fire, og fordi trækkort kan stables, kan en lang kæde af dem lande på én uheldig spiller på én gang. Spillet fra regnvejrsferierne i barndommen viser sig at have været et drukspil, der bare ventede på at ske.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'UNO-kort, 108 stk. (to sæt ved mere end 8 deltagere)', count: '1' },
      { item: 'Noget at drikke', count: '1 pr. spiller' },
      { item: 'Plads på bordet eller gulvet til afkastbunken', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To til ti, ligesom i originalen. Fire til seks er det bedste: nok til at retningsskift og spring betyder noget, og få nok til, at turen hurtigt kommer tilbage. Er I flere end otte, så bland et ekstra sæt i.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Bland, og giv syv kort til hver.',
      'Læg resten med bagsiden opad som trækbunke, og vend det øverste kort, så afkastbunken er startet.',
      'Aftal drukreglerne nedenfor, især om trækkort må stables.',
      'Den til venstre for giveren starter.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    p: 'Spil almindelig UNO: læg et kort, der passer til det øverste i afkastbunken på farve, tal eller symbol, eller spil et jokerkort. Kan du ikke lægge noget, trækker du. Den første, der er af med alle sine kort, vinder. Oven i det gælder disse regler:',
  },
  {
    table: {
      head: ['Hvad der sker', 'Tår'],
      rows: [
        ['Du trækker et kort, uanset hvorfor', '1 pr. kort'],
        ['Der bliver lagt et +2 på dig', '2, én pr. trukket kort'],
        ['Der bliver lagt et +4-jokerkort på dig', '4, én pr. trukket kort'],
        ['Du bliver sprunget over', '1'],
        ['Der kommer et retningsskift, når det er din tur', '1'],
        [
          'Du glemmer at sige "UNO" og bliver taget i det',
          'En straf på 2 kort og 2 tår (se nedenfor)',
        ],
      ],
    },
  },
  {
    steps: [
      'Stabling: et +2 må lægges på et +2, og et +4 på et +4. Trækket går videre og vokser, og tårene vokser med. Den første, der ikke kan stable, tager det hele.',
      'Når du er nede på ét kort, siger du "UNO". Den, der opdager, at du ikke har sagt det, før den næste begynder sin tur, må råbe op.',
      'Når nogen lægger sit sidste kort, er runden slut. Alle andre tæller de kort, de har tilbage på hånden: én tår pr. kort, hvor et +2 tæller som to og et +4 som fire.',
    ],
  },
  {
    p: 'Den oprindelige drukudgave straffer et glemt UNO med et helt glas og fem kort. Vi har skåret det ned til to af hver i tabellen ovenfor. Det er stadig den straf, man husker bedst, og ingen skal drikke en hel fadøl for en fortalelse.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Blandet stabling: et +4 må lægges på et +2, men aldrig omvendt.',
      'Syvere og nuller: læg en 7, og byt hånd med hvem du vil; læg et 0, og alle hænder rykker én plads i spilleretningen. At bytte sig til en stor hånd koster ingen tår, men det gør ondt.',
      'Jokerreglen: den, der lægger et farvevalgskort, må også lave en regel, der gælder til næste joker, som i Kings Cup.',
      'Træk til det passer: kan du ikke lægge, bliver du ved med at trække, til du kan. Brutalt i drukudgaven; sæt et loft på fem kort.',
      'Smæk den ind: har du præcis det kort, der lige blev lagt, samme farve og samme tal, må du smække det ned uden for tur. Smækker du det forkerte kort, tager du en tår.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Det er i stablekæderne, Drunk UNO bliver tungt, så en stabel koster højst fem tår, uanset hvor mange kort den består af. Hold en tår lille. Optællingen ved rundens slutning kan også løbe op for den, der sidder med mange kort; halver den, hvis runderne bliver lange.',
  },
  {
    p: 'UNO er først og fremmest et familiespil, så det er let at spille med sodavand, eller med tårene talt som point, hvor laveste score vinder. Det er også godt til at sænke tempoet i en fest: en runde tager ti minutter, og alle bliver siddende.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/kings-cup', text: 'Kings Cup' },
        ': kortspillet, der udelukkende består af regler.',
      ],
      [
        { to: '/articles/drunk-poker', text: 'Drunk Poker' },
        ': endnu en bordklassiker med tår ved siden af.',
      ],
      [
        { to: '/articles/blackjack', text: 'Blackjack' },
        ': et hurtigere kortspil, hvor der satses i tår.',
      ],
    ],
  },
];
