import type { Lang } from '../../lib/i18n/lang';

// The short house rules printed on the placemats: four games a table can play with what a bar has
// (cups, a coin, a deck, dice). Original wording; the rules are the classics'. A Danish placemat
// (/da/QR/...) prints the same four games in Danish, written for Danish bars.

export interface HouseGame {
  name: string;
  kit: string;
  rules: readonly string[];
}

export const HOUSE_GAMES: readonly HouseGame[] = [
  {
    name: 'Flip cup',
    kit: 'Two teams, one cup each, a little in every cup',
    rules: [
      'The first players of each team drink, then set the cup on the table edge.',
      'Flick it with one finger until it lands upside down.',
      'Then the next teammate goes. First team through wins.',
    ],
  },
  {
    name: 'Quarters',
    kit: 'A coin and a cup in the middle',
    rules: [
      'Bounce the coin off the table into the cup.',
      'In: pick anyone to take a sip, and go again.',
      'Miss twice in a row: pass the coin left.',
    ],
  },
  {
    name: 'Higher or lower',
    kit: 'A deck of cards',
    rules: [
      'Turn one card. The next player calls higher or lower.',
      'Right: pass the guess on. Wrong: one sip per card in the row.',
      'Three right in a row and you hand the deck on.',
    ],
  },
  {
    name: 'Meyer',
    kit: 'Two dice and a cup',
    rules: [
      'Roll under the cup, peek, and announce a roll at least as high as the last.',
      'Lie if you must. The next player believes you or lifts the cup.',
      'Caught lying, or wrongly accused: you drink.',
    ],
  },
];

/** The same four games, in the same order, as a Danish placemat prints them. */
export const HOUSE_GAMES_DA: readonly HouseGame[] = [
  {
    name: 'Flip cup',
    kit: 'To hold, et bæger til hver og en sjat i hvert bæger',
    rules: [
      'Holdenes første spillere drikker og stiller bægeret ud over bordkanten.',
      'Knips til det med én finger, til det lander på hovedet.',
      'Så er det næste på holdet. Det hold, der bliver først færdigt, vinder.',
    ],
  },
  {
    name: 'Mønt i bægeret',
    kit: 'En mønt og et bæger midt på bordet',
    rules: [
      'Prel mønten mod bordet, så den hopper ned i bægeret.',
      'Ramt: Peg på en, der tager en tår, og prøv igen.',
      'To forbiere i træk: Mønten går videre til venstre.',
    ],
  },
  {
    name: 'Højere eller lavere',
    kit: 'Et spil kort',
    rules: [
      'Vend ét kort. Den næste gætter på højere eller lavere.',
      'Rigtigt: Gæt videre til den næste. Forkert: én tår for hvert kort i rækken.',
      'Tre rigtige i træk, og du sender bunken videre.',
    ],
  },
  {
    name: 'Meyer',
    kit: 'To terninger og et raflebæger',
    rules: [
      'Ryst under bægeret, kig, og meld et slag, der er mindst lige så højt som det forrige.',
      'Lyv, hvis du må. Den næste tror på dig eller løfter bægeret.',
      'Bliver du taget i at lyve, eller løfter du forgæves: Du drikker.',
    ],
  },
];

/** The placemat's house games in `lang`. */
export function houseGames(lang: Lang): readonly HouseGame[] {
  return lang === 'da' ? HOUSE_GAMES_DA : HOUSE_GAMES;
}
