import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Squiffy er et festspil, hvor telefonen går på omgang, og hvert kort er skrevet til en bestemt person ved bordet, med navn. Ét kort beder dig om at gøre noget tosset, det næste stiller et ærligt spørgsmål, det efter får hele rummet til at pege på én gang, og en gang imellem mødes to i en hurtig duel. Der er ingen spilleplade, ingen point og intet at lære: du læser kortet, gør det og giver telefonen videre.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'En telefon med Squiffy åben', count: '1' },
      { item: 'Noget at drikke efter eget valg (vand tæller)', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To til ti. To bliver til et spil for en kæresteaften, og pakkerne Første date og Kæresteaften er skrevet netop til det. Fire til otte er det bedste til Festpakken: nok til, at afstemningerne betyder noget, og få nok til, at turen hurtigt kommer tilbage. Alle navne skal ind i spillet, for kortene kalder folk frem ved navn.',
  },
  { h: 'De fire slags kort' },
  {
    table: {
      head: ['Kort', 'Hvad det beder om', 'Et eksempel på slagsen'],
      rows: [
        [
          'Udfordring',
          'Den nævnte gør noget, nu eller indtil næste tur',
          'Tal som en sportskommentator indtil din næste tur',
        ],
        [
          'Spørgsmål',
          'Den nævnte svarer ærligt og højt',
          'Hvilken af dine vaner ville overraske dine venner mest?',
        ],
        [
          'Afstemning',
          'Alle peger på samme tid, når der er talt til tre',
          'Hvem her ville klare sig længst uden telefon?',
        ],
        [
          'Duel',
          'To nævnte dyster mod hinanden; taberen tager en tår',
          'Stirrekonkurrence: den, der blinker først, tager en tår',
        ],
      ],
    },
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Skriv alle navne ind i den rækkefølge, I sidder. Spillet deler kortene ud i den rækkefølge, så alle får lige mange.',
      'Vælg pakker. Festpakken er til en større flok, Første date og Kæresteaften er til to, Pinlige situationer er til venner, der kan grine af sig selv, og Efter mørkets frembrud er kun for voksne: den bliver først delt ud, når bordet har bekræftet, at alle er fyldt 18.',
      'Vælg, hvor længe I vil spille: tre, fem eller ti runder (en runde er ét kort pr. deltager) eller helt uden grænse.',
      'Aftal, om nogen ikke drikker i aften. De får en lille straf, hvor et kort ellers ville give dem en tår.',
    ],
  },
  { play: { to: '/games/squiffy', text: 'Spil Squiffy her' } },
  { h: 'Sådan går en tur' },
  {
    steps: [
      'Telefonen viser et kort med navnet på den, hvis tur det er. Læs det højt, navnet med.',
      'Nævner kortet en person mere, er det spillet, der har valgt vedkommende: aldrig den, der har turen, og altid en, der er blevet nævnt færre gange indtil nu, så ingen bliver hevet frem hele aftenen.',
      'Gør, hvad kortet siger. Spørgsmål besvares ærligt, til afstemninger peger alle, når der er talt til tre, og dueller bliver afgjort, før næste kort.',
      'Alle kan springe et kort over uden at give en grund. Det koster én tår, og intet for den, der ikke drikker.',
      'Tryk på Næste kort, eller swipe, og giv telefonen videre til den næste.',
    ],
  },
  {
    p: 'Et kort, der beder en anden person om noget, giver altid vedkommende en udvej: at bytte tøj, et kram eller en plads sker kun, hvis de siger ja. Det er en del af spillet, ikke noget med småt.',
  },
  { h: 'Afslutning og point' },
  {
    p: 'Squiffy tæller ingen point. Når de runder, I har valgt, er spillet, står der Afslut på det sidste kort, og spillet viser et kort tilbageblik: hvor mange kort der blev spillet, af hvilke slags, og hvem kortene nævnte mest. Uden grænse spiller I, til pakkerne er brugt op, eller bordet hellere vil snakke end spille, og afslutter fra menuen.',
  },
  { h: 'Som drukspil' },
  {
    p: 'Kortene siger selv, hvor mange tår de koster, så drukudgaven er simpelthen spillet, som det bliver delt ud. Hold det i tår, og hold det på et fornuftigt niveau:',
  },
  {
    list: [
      'At springe over koster én tår. En tabt duel eller afstemning koster, hvad kortet siger, og intet kort beder om mere end et par tår.',
      'Ingen drikker et helt glas på grund af et kort, og ingen bliver presset til at drikke overhovedet. Vand tæller som en tår.',
      'Den, der ikke drikker, laver i stedet den straf, spillet viser, eller springer bare over.',
      'Sæt en kande vand på bordet, og fyld den op mellem runderne.',
    ],
  },
  { h: 'Gode råd' },
  {
    list: [
      'Læs hele kortet, før nogen reagerer, også hvem det er til: halvdelen af det sjove er, når navnet lander.',
      'Vælg pakker efter det selskab, I faktisk er. En date er ikke en polterabend, og et kort til det forkerte selskab falder bare til jorden.',
      'Skriv jeres egne kort i pakkeeditoren: interne jokes og lokale udfordringer bliver aftenens bedste kort.',
      'Hold de ærlige spørgsmål ærlige og svarene i rummet. Det, der bliver sagt ved bordet, bliver der.',
      'Stop, mens folk stadig griner. Tre runder, der flyver af sted, slår ti, der trækker ud.',
    ],
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/truth-or-dare', text: 'Sandhed eller konsekvens' },
        ': den samme blanding af ærlige svar og udfordringer, hvor man selv vælger.',
      ],
      [
        { to: '/articles/most-likely-to', text: 'Hvem er mest tilbøjelig til' },
        ': et helt spil af den slags afstemning, hvor alle peger på tre.',
      ],
    ],
  },
];
