// The short house rules printed on the placemats: four games a table can play with what a bar has
// (cups, a coin, a deck, dice). Original wording; the rules are the classics'.

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
