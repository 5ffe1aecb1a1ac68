import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Kategori er et hukommelsesræs mod uret. Nogen nævner en kategori, for eksempel "oste" eller "hovedstæder i Europa", og flokken skiftes til at sige ting, der passer. Tøver du for længe, gentager du et svar, eller siger du noget, der ikke hører til, er du ude. Den sidste, der stadig svarer, vinder og vælger den næste kategori. Det kræver ikke andet end jeres hoveder, og det bliver sjovere, jo mere desperate svarene bliver.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'En telefon med spillet åbent, til kategorier og et ur', count: '1' },
      { item: 'Noget at drikke til den, der går i stå (hvis I vil)', count: '1 pr. spiller' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To kan spille en nervepirrende duel, men spillet skinner med fire til otte, hvor turen kommer så hurtigt rundt, at man ikke kan planlægge sit svar langt i forvejen. Blandede aldre fungerer godt: en tiårig kender flere Pokémon end nogen anden ved bordet, og mormor vinder "slags pasta".',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Sæt jer i en rundkreds, så rækkefølgen er tydelig.',
      'Find den første, der vælger kategori: traditionen siger den ældste, ellers træk lod.',
      'Aftal, hvor lang en tur må være. Tre sekunder er benhårdt, fem er fair, ti er afslappet.',
      'Aftal en dommer til uenigheder, eller aftal, at flokken stemmer, og flertallet bestemmer.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Den, der vælger, nævner en kategori og giver det første svar.',
      'Spilleren til venstre har, til uret løber ud, til at nævne noget andet i kategorien.',
      'Spillet går videre rundt i kredsen. Hvert svar skal være nyt: ingen gentagelser af noget, der er sagt i runden.',
      'Den, der fryser, gentager eller svarer forkert, er ude af runden (og tager i drukudgaven en tår).',
      'Runden fortsætter med dem, der er tilbage, til der kun er én. Vedkommende vinder runden og vælger den næste kategori.',
    ],
  },
  {
    p: 'Gode kategorier er brede nok til at holde tre omgange, men smalle nok til at bide: "ting på et badeværelse" varer evigt, "ting på et badeværelse, der begynder med S" er ovre på et minut. Stærke spillere vælger kategorier, de tilfældigvis ved meget om, og det er helt fair.',
  },
  { h: 'Sådan gør appen det' },
  {
    p: 'Bed om en kategori, så foreslår telefonen en, og start uret. Skærmen viser, hvis tur det er, og tæller ned; tryk, når spilleren svarer i tide, så går turen videre, og uret starter forfra, eller tryk ude, hvis de ikke når det. Dem, der er ude, står på en liste, og når der kun er ét navn tilbage, udråber appen vinderen. I bestemmer selv turens længde: 5, 10 eller 15 sekunder, med 10 som udgangspunkt.',
  },
  {
    p: 'Kategorierne kommer fra pakker: klassikerne, popkultur, mad og drikke, steder og rejser og en familievenlig pakke er gratis; en pakke til de skarpeste hjerner følger med Party Dojo Premium; og en fræk 18+-pakke er slået fra, til I slår den til. Navnene, I skriver ind, bruges til rækkefølgen. Spillet foreslår ikke en kategori, der er blandt de sidste 40 viste, og fordi pakkerne ligger på telefonen, virker det i bilen, i sommerhuset eller i en kælder uden net.',
  },
  { play: { to: '/games/category', text: 'Spil Kategori her' } },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Indsigelse: alle må gøre indsigelse mod et svar. Afviser flokken svaret, er den, der svarede, ude; godkender flokken det, tager den, der gjorde indsigelse, en tår.',
      'Ingen returret: efter et svar er det altid spilleren til venstre, der fortsætter, aldrig den, der svarede før dig.',
      'Alfabetkategorier: hvert svar skal begynde med det næste bogstav i alfabetet. Meget sværere, meget sjovere.',
      'Vælgerens byrde: den, der vælger, skal kunne nævne tre ting på opfordring, ellers tager vedkommende en tår, og en anden vælger.',
      'Sidste chance: når der er to spillere tilbage, falder tiden til tre sekunder.',
    ],
  },
  { h: 'Sådan bliver det godt' },
  {
    p: 'Spillet er skånsomt, når det gælder drikke, for kun den, der ryger ud, tager en tår, én gang pr. runde. Det gør det til et godt valg til den del af aftenen, hvor tempoet skal ned. Det virker også helt uden alkohol: spil om point, ét pr. vundet runde, først til fem.',
  },
  {
    p: 'Vær gavmilde med svar fra dem, der spiller på deres andet sprog, og aftal før I begynder, om mærkenavne tæller. En venlig dommer holder diskussionerne nede på få sekunder, og så kører spillet.',
  },
  { h: 'Andre guides' },
  {
    list: [
      [
        { to: '/articles/country-island-city', text: 'Land, ø, by' },
        ': den skriftlige udgave, ét bogstav og et kapløb mod uret.',
      ],
      [
        { to: '/articles/charades', text: 'Mimeleg' },
        ': endnu et spil for alle aldre uden udstyr.',
      ],
      [{ to: '/games/mix', text: 'Mixet' }, ': kategorier blandet med de andre spil.'],
    ],
  },
];
