import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Hestevæddeløb gør et spil kort til en dag på travbanen. De fire esser er hestene, en række kort med bagsiden opad er banen, og hvert kort, giveren vender, flytter en hest et skridt nærmere målstregen. Før start sætter alle tår på en kulør, og så bliver der heppet, stønnet og forhandlet med bunken, indtil et es krydser stregen. Der skal ingen evner til, og det er hele pointen: det er ren og højlydt tilskuersport.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Et almindeligt spil kort med 52 kort', count: '1' },
      { item: 'Et bord med plads til en bane', count: '1' },
      { item: 'Noget at drikke', count: '1 pr. spiller' },
      { item: 'Papir og blyant til indsatserne', count: '1' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Fra tre og opefter, plus en giver, som er speaker på løbet. Det fungerer fint for en stor flok, for ingen skal vente på tur for at satse: ti deltagere deler bare de fire kulører imellem sig.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Tag de fire esser ud, og læg dem side om side i den ene ende af bordet. Det er hestene i startboksen.',
      'Bland resten, og læg en række kort med bagsiden opad ved siden af esserne, op ad bordet. Syv eller otte er det normale; fem til et kort løb, ti til et langt. Det er banen.',
      'Alle vælger en kulør og satser et antal tår på den. Giveren skriver indsatserne ned.',
      'Giveren holder resten af bunken og er klar til at kommentere løbet.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Giveren vender det øverste kort i bunken og råber kuløren.',
      'Esset i den kulør rykker et skridt frem ad banen.',
      'Når alle fire heste er forbi et kort på banen, bliver det kort vendt, og hesten i dets kulør må et skridt tilbage.',
      'Giveren bliver ved med at vende kort, indtil et es passerer det sidste kort på banen. Den hest har vundet.',
      'Har du satset på vinderen, deler du din indsats ud til de andre; har du satset på en taber, drikker du selv din indsats.',
    ],
  },
  {
    table: {
      head: ['Hvad der sker', 'Følgen'],
      rows: [
        ['Et kort bliver vendt fra bunken', 'Esset i dets kulør rykker et skridt frem.'],
        [
          'Alle fire esser er forbi et kort på banen',
          'Vend kortet. Esset i dets kulør rykker et skridt tilbage.',
        ],
        ['Et es passerer det sidste kort på banen', 'Den kulør vinder. Løbet er slut.'],
        ['Du satsede på vinderen', 'Del din indsats ud som tår til de andre.'],
        ['Du satsede på en taber', 'Drik din egen indsats.'],
      ],
    },
  },
  {
    p: 'En god giver er en sportskommentator. "Spar trækker fra på ydersiden! Hjerter står stadig i startboksen!" Det meste af spillet går med at kigge på, så en speaker med sans for drama gør hele forskellen. Når et vendt banekort sender førerhesten tilbage, er stønnene hele løbet værd.',
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Dobbelt gevinst: vinderne deler det dobbelte af deres indsats ud. Kun for borde, der satser småt.',
      'Loft over indsatsen: ingen må satse mere end tre tår. Det anbefaler vi til alle borde.',
      'Sprint: fem kort på banen og ingen tilbageslag. Overstået på et minut og godt mellem runderne af et længere spil.',
      'Jockeyer: hver kulør får en rytter, som skal lave hestelyde, hver gang deres es rykker.',
      'Plads og podie: andenpladsen går lige op, tredjepladsen drikker det halve, og sidstepladsen det dobbelte.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Det eneste, man selv bestemmer i Hestevæddeløb, er størrelsen på sin indsats, og derfor er loftet det, der holder spillet venligt. Højst tre tår, så koster løbet aldrig mere end tre tår, uanset hvordan kortene falder. Den, der ikke drikker, kan satse point eller små pantelege og juble lige så højt som alle andre.',
  },
  {
    p: 'Et løb tager to-tre minutter, så det er fristende at køre dem lige efter hinanden. Hold en vandpause mellem løbene, og lad en ny speaker tage hvert løb, så alle får en tur ved mikrofonen.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/ride-the-bus', text: 'Bussen' },
        ': gæt kortene, med en afslutning, der kræver nerver.',
      ],
      [{ to: '/articles/kings-cup', text: 'Kings Cup' }, ': kortspillet til en lang aften.'],
      [
        { to: '/articles/pyramid', text: 'Pyramiden' },
        ': et spil kort, et bord og masser af bluff.',
      ],
    ],
  },
];
