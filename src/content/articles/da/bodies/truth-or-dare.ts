import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Sandhed eller konsekvens er ældre end nogen af os og virker stadig af én grund: hver tur kræver lidt mod. Du vælger mellem at fortælle flokken noget ægte og at gøre noget fjollet foran dem, og uanset hvad læner hele rummet sig frem. Spillet godt er det varmt og hylende morsomt; spillet dårligt er det en måde at gøre nogen til grin på, så de få minutter, det tager at aftale reglerne nedenfor, er det hele værd.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'En telefon med spillet åbent, eller en god fantasi', count: '1' },
      { item: 'Noget at drikke som straf (hvis I vil)', count: '1 pr. spiller' },
      { item: 'Et par kvadratmeter frit gulv til konsekvenserne' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'Man kan spille to, og det gør det til et af de få festspil, der virker for et par i sofaen. Fire til otte er bedst for en flok: nok til at stille spørgsmål, få nok til at ens tur kommer tit. Er I over ti, går der for lang tid mellem turene; del jer i to spil.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Sig højt, hvad der er forbudt område. Det plejer at være: intet om ekskærester, intet, der bliver lagt på nettet, intet, der forlader rummet, og ingen konsekvenser, der kræver et ja fra en, der ikke har givet det. En konsekvens, der involverer en anden spiller, sker kun, hvis vedkommende siger ja.',
      'Aftal prisen for at sige nej til en almindelig konsekvens. I drukudgaven tager man to tår; uden drikke koster et nej et point eller en ekstra konsekvens senere. Et nej til en 18+-konsekvens, eller til en, der handler om ens egen eller en andens krop, er altid gratis.',
      'Find den første spiller: den yngste, eller snur en flaske.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Den, hvis tur det er, bliver spurgt "sandhed eller konsekvens?" og vælger.',
      'En sandhed er et spørgsmål, der skal besvares ærligt. En konsekvens er en opgave, der skal klares nu, her i rummet.',
      'Siger man nej til konsekvensen eller klarer den ikke, betaler man den aftalte pris, og turen er slut alligevel.',
      'Turen går videre til venstre.',
    ],
  },
  {
    p: 'I det traditionelle spil finder den, der spørger, på sandheden eller konsekvensen i farten, og det er dér, det går galt: nogen har gemt på et ondt spørgsmål hele aftenen. Mange bruger derfor et kortspil eller en app, så opgaverne er de samme for alle, og den, der spørger, bare læser op.',
  },
  { h: 'Sådan gør appen det' },
  {
    p: 'Skriv spillernes navne ind, så går spillet rundt til dem i rækkefølge, viser hvis tur det er, og spørger: sandhed eller konsekvens? Spilleren trykker på sit valg og får en opgave fra den rigtige bunke; nogle opgaver nævner en anden spiller, valgt tilfældigt. Tryk videre til næste tur, når den er klaret.',
  },
  {
    p: 'Pakkerne sætter stemningen: en klassisk til enhver flok, en til bedste venner med fælles fortid, en til festaftenen, en til par, en alkoholfri til en tør aften og en fræk 18+-pakke, der er slået fra, til I vælger den. Sandheder og konsekvenser trækkes hver for sig, og ingen kommer igen, så længe den er blandt de sidste 40 viste. Pakkerne ligger på telefonen, så den bliver ved med at give opgaver i teltet eller i flyveren uden net.',
  },
  { play: { to: '/games/truth-or-dare', text: 'Spil Sandhed eller konsekvens her' } },
  { h: 'Varianter og husregler' },
  {
    list: [
      'To sandheder, så er det slut: ingen må vælge sandhed mere end to gange i træk. Tredje gang skal det være en konsekvens.',
      'Optrapning: siger du nej til en konsekvens, er det flokken, der vælger din næste.',
      'Dobbelt konsekvens: spilleren må sende en konsekvens tilbage til den, der spurgte; gør spørgeren den, skylder den oprindelige spiller de næste to.',
      'Sandhed, konsekvens eller en tår: en tredje mulighed for dem, der hverken vil det ene eller det andet.',
      'Snurre flasken: i stedet for at gå rundt snurrer I en flaske for at finde den næste spiller.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Gode konsekvenser er sjove at se på og lette at gøre: en dramatisk oplæsning af den sidste sms, du sendte, en reklame på tredive sekunder for den nærmeste husholdningsting. Dårlige konsekvenser indebærer risiko, nøgenhed, som personen ikke selv har valgt, eller fremmede, der ikke er med i spillet. Er en konsekvens et problem næste morgen, så byt den ud.',
  },
  {
    p: 'Et nej skal være uden pres. Prisen for at springe over er lille med vilje, og den, der springer over hver gang, er stadig med. At drikke må aldrig være straffen for en, der ikke drikker: for dem koster et nej et point eller en lille pant. Hav vand inden for rækkevidde, og hold jer til den klassiske pakke i en blandet flok, til alle er trygge.',
  },
  {
    tip: 'Alle spillere kan sige "næste" og springe en opgave over, der ikke passer til rummet, uden at forklare hvorfor.',
    title: 'Spring-over-reglen',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/never-have-i-ever', text: 'Jeg har aldrig' },
        ': den blidere måde at lære hemmeligheder at kende på.',
      ],
      [
        { to: '/articles/most-likely-to', text: 'Hvem er mest tilbøjelig til' },
        ': lad flokken bestemme, hvem den næste konsekvens er til.',
      ],
      [{ to: '/articles/charades', text: 'Mimeleg' }, ': al optræden, ingen tilståelser.'],
    ],
  },
];
