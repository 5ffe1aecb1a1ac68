import { contest, dare, question, vote } from '../../squiffy/cards';
import type { DanishSquiffyPack } from './cards';

// 18+: kun når bordet har bekræftet alderen, og krydderfilteret tillader alt. Frivilligt og
// legende; ingen krop er pointen, og et nej koster aldrig noget.

const X = ['flirty', '18+'] as const;

export const afterDark: DanishSquiffyPack = {
  id: 'after-dark',
  lang: 'da',
  name: 'Efter mørkets frembrud',
  description:
    'Til voksne, der kender hinanden godt: dristigere spørgsmål og varmere udfordringer.',
  explicit: true,
  premium: false,
  spice: 3,
  cards: [
    question('{player}, hvor er det mindst romantiske sted, du har fået et rigtig godt kys?', ...X),
    dare(
      '{player}, hvis {player2} vil høre det, så hvisk til dem, hvad du ville gøre, hvis I to var alene lige nu.',
      ...X,
    ),
    question(
      '{player}, hvor langt er du gået for at få en, du var lun på, til at lægge mærke til dig?',
      ...X,
    ),
    dare('{player}, beskriv din ideelle aften derhjemme uden at spare på detaljerne.', ...X),
    dare(
      '{player}, hvis {player2} siger ja, så kys dem et sted over halsen, du selv vælger. Et nej koster ingenting.',
      ...X,
    ),
    dare(
      '{player}, tag et smykke eller et stykke tøj af, eller sig pas: det er helt gratis at sige nej.',
      ...X,
    ),
    question('{player}, hvad tænder dig, som ville overraske folk?', ...X),
    dare('{player}, giv {player2} dit mest forførende blik i fem sekunder.', ...X),
    question('{player}, hvad er den dristigste besked, du nogensinde har sendt?', ...X),
    dare(
      '{player}, fortæl {player2}, hvilken del af dem du lagde mærke til først, hvis de har lyst til at høre det.',
      ...X,
    ),
    question('{player}, hvad er din største fantasi, som du godt tør sige højt?', ...X),
    dare('{player}, læs det næste kort højt med din mest forførende stemme.', ...X),
    question('{player}, hvad er det vildeste sted, du har kysset nogen?', ...X),
    dare(
      '{player}, spørg {player2} om en slowdans i tredive sekunder. Takker de ja, så dans; at sige nej er gratis.',
      ...X,
    ),
    question('{player}, hvad er det bedste første træk, nogen har lavet på dig?', ...X),
    dare('{player}, beskriv dit mest forførende outfit i detaljer.', ...X),
    question('{player}, hvad er din største turn-off i soveværelset?', ...X),
    dare(
      '{player}, hvis {player2} er med på det, så sæt dig på deres skød resten af runden. Det er helt frivilligt.',
      ...X,
    ),
    question(
      '{player}, hvilken film har en scene, der gjorde dig mere varm, end du ville indrømme?',
      ...X,
    ),
    question(
      '{player}, hvad har du altid haft lyst til at prøve, men aldrig turdet spørge om?',
      ...X,
    ),
    dare(
      '{player}, tag en tår og fortæl om dit bedste natlige eventyr, uden navne.',
      'drink',
      ...X,
    ),
    vote('Stem: hvem her er den bedste til at kysse, tror I? De tager en tår.', 'drink', ...X),
    vote('På tre peger alle på den, der har den vildeste historie, de aldrig har fortalt.', ...X),
    vote('Stem: hvem har det farligste smil ved bordet? De smiler til en, de selv vælger.', ...X),
    contest(
      '{player} og {player2}: den mest forførende måde at sige "send lige saltet". Bordet kårer en vinder.',
      ...X,
    ),
    contest(
      '{player} og {player2}: fortæl skiftevis en frækkere anekdote. Den, der får bordet til at rødme, vinder.',
      ...X,
    ),
  ],
};
