import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Land, ø, by er kapløbet med papir og blyant, som halvdelen af Europa er vokset op med under navne som "by, land, flod". Et bogstav bliver trukket, og alle skynder sig at skrive et land, en ø og en by, der begynder med det, før tiden løber ud. Så sammenligner I: et svar, ingen andre kom på, er mere værd end et, I deler, og en kolonne, kun du fik udfyldt, er mest værd af alt. Det er roligt, konkurrencepræget og overraskende vanedannende.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Kuglepen', count: '1 pr. spiller' },
      { item: 'Et stykke papir', count: '1 pr. spiller' },
      { item: 'En telefon med spillet åbent, til bogstav, ur og point', count: '1' },
      { item: 'Noget at drikke (hvis I vil)', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To til otte spillere er behageligt; er I flere, tager det længere tid at rette svarene end at skrive dem. Det passer til bordet efter middagen, en regnvejrseftermiddag i sommerhuset eller en flok berejste venner, der vil vise, hvor de har været. Hold på to, der deler ét ark, gør det muligt for de yngste at være med.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Hver spiller tegner kolonner på sit ark: Land, Ø, By, plus de ekstra, jeres udgave bruger (Flod, Fornavn og Dyr er klassikere).',
      'Lav en smal kolonne yderst til højre til pointene for hver runde.',
      'Aftal, hvor lang en runde er. Halvandet minut er en god start; to eller tre minutter, hvis der er mange kolonner.',
      'Aftal, hvad der tæller: tæller Færøerne og Grønland som lande? Tæller en bydel som en by? Bestem det nu, ikke midt i et skænderi.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Træk et bogstav. Uden app siger én alfabetet inden i sig selv, og en anden siger "stop"; det bogstav, vedkommende er nået til, gælder.',
      'Start uret. Alle udfylder så mange kolonner som muligt med svar, der begynder med bogstavet.',
      'Når tiden er gået, eller når én har udfyldt alle kolonner og råber stop, lægges kuglepennene. De andre må skrive det ord færdigt, de er i gang med.',
      'Læs svarene højt kolonne for kolonne, og giv point.',
      'Spil et aftalt antal runder, som regel fem eller ti, og læg sammen. Den højeste samlede score vinder.',
    ],
  },
  {
    table: {
      head: ['Svar', 'Point'],
      rows: [
        ['Gyldigt, og ingen andre skrev det samme', '10'],
        ['Gyldigt, men en anden skrev det også', '5'],
        ['Det eneste gyldige svar i kolonnen', '20'],
        ['Tomt, forkert bogstav eller findes ikke', '0'],
      ],
    },
  },
  { h: 'Sådan gør appen det' },
  {
    p: 'Vælg et sæt kolonner (klassisk, rejser, natur, videnskab, børnebordet og flere), vælg en rundelængde på 60, 90, 120 eller 180 sekunder, og træk et bogstav. Appen trækker kun bogstaver, der har et rigtigt svar i alle sættets kolonner, så I aldrig får Q med "Ø", og den når hele listen igennem, før et bogstav kommer igen. Når uret er ude, eller nogen stopper runden for at skrive svarene ind, skriver I hver spillers ord i felterne.',
  },
  {
    p: 'Appen retter: den er ligeglad med store bogstaver, mellemrum og accenter, afviser svar, der begynder med det forkerte bogstav, og giver 10, 5 og 20 point, hvilket I kan ændre i indstillingerne for point. Spillerne er de navne, I har skrevet ind; de samlede point gemmes runde for runde på telefonen, og hele spillet kører uden net efter første besøg.',
  },
  { play: { to: '/games/country-island-city', text: 'Spil Land, ø, by her' } },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Stop betyder stop: den første, der har udfyldt alle kolonner, råber det, og runden slutter med det samme for alle.',
      'Femten sekunders varsel: når den første er færdig, får alle andre femten sekunder mere.',
      'En tår for tomme felter: hver tom kolonne koster en tår. Mildt, for gode spillere efterlader sjældent tomme felter.',
      'Egne kolonner: tilføj Band, Kendis, Mad, Mærke eller hvad jeres flok nu kan skændes om.',
      'Hjemmebane: svar fra det land, I spiller i, giver dobbelt point, til en flok lokale, der vil vise sig.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Det er det mest stille spil i appen, og derfor er det et godt valg til starten af aftenen eller den sidste time, når alle er ved at falde ned. Reglen om en tår pr. tomt felt er mild; uden drikke er pointene allerede et helt spil.',
  },
  {
    p: 'Diskussionerne er en del af det, så hav en telefon i nærheden til at afgøre, om Tuvalu findes, og om Sicilien er en ø (ja til begge). Godtag stavning, der er tæt nok på; spillet handler om at vide, ikke om at stave, medmindre jeres flok bestemmer andet.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/category', text: 'Kategori' },
        ': den mundtlige udgave, én kategori og et tikkende ur.',
      ],
      [
        { to: '/articles/charades', text: 'Mimeleg' },
        ': når bordet trænger til at komme op at stå.',
      ],
      [
        { to: '/articles/never-have-i-ever', text: 'Jeg har aldrig' },
        ': find ud af, hvem der faktisk har været på alle de øer.',
      ],
    ],
  },
];
