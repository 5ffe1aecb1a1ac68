import type { CategorySetSource } from './types';

// Country, island, city: a letter is drawn and everyone fills each column with a word that starts
// with it before the timer runs out. `letters` lists only the letters that have a well-known answer
// in every column of the set.

export const categorySets: CategorySetSource[] = [
  {
    // A: Austria, Aruba, Amsterdam, Amazon · C: Canada, Crete, Cairo, Congo · E: Egypt, Elba,
    // Edinburgh, Euphrates · I: India, Ibiza, Istanbul, Indus · J: Jamaica, Java, Jakarta, Jordan ·
    // N: Norway, Newfoundland, Nairobi, Nile · O: Oman, Okinawa, Oslo, Orinoco · V: Vietnam,
    // Vancouver Island, Venice, Volga · W: Wales, Wight, Warsaw, Wye · Z: Zambia, Zanzibar, Zurich,
    // Zambezi. Left out: D, F, K, Q, U, X, Y (no well-known island or river).
    id: 'classic',
    name: 'Classic',
    description: 'The original six columns, from countries and islands to rivers and animals.',
    categories: ['Country', 'Island', 'City', 'River', 'First name', 'Animal'],
    letters: 'ABCEGHIJLMNOPRSTVWZ',
    premium: false,
  },
  {
    // D: dumpling, daiquiri, dish, date, doughnut · E: enchilada, espresso, eggcup, elderberry,
    // eclair · I: Irish stew, iced tea, ice cube tray, iceberg lettuce, ice cream · K: kebab,
    // kombucha, kettle, kiwi, key lime pie. Left out: H and O (no dessert), N, Q, U, V, X, Y, Z.
    id: 'around-the-table',
    name: 'Around the table',
    description: 'Everything from the appetizer to dessert, plus the gear it takes to cook it.',
    categories: ['Food', 'Drink', 'Kitchen thing', 'Fruit or vegetable', 'Dessert'],
    letters: 'ABCDEFGIJKLMPRSTW',
    premium: false,
  },
  {
    // O: optician, origami, orienteering, oboe, overalls · V: vet, vlogging, volleyball, violin,
    // vest · M: mechanic, model making, motor racing, mandolin, mittens. Left out: E, J, K, L, N,
    // W (no instrument or clothing), and the rare letters.
    id: 'pop-life',
    name: 'Pop life',
    description: 'Jobs, pastimes and sports, with an instrument and an outfit to finish.',
    categories: ['Job', 'Hobby', 'Sport', 'Musical instrument', 'Piece of clothing'],
    letters: 'ABCDFGHMOPRSTV',
    premium: false,
  },
  {
    // D: Douglas fir, daffodil, dove, dolphin, dragonfly · E: elm, edelweiss, eagle, eel, earwig ·
    // G: gum tree, geranium, goose, great white shark, grasshopper. Left out: O and R (no bug), N, I, J, K and the rare letters.
    id: 'nature',
    name: 'Nature',
    description: 'Trees, flowers, birds and the creatures that swim or crawl among them.',
    categories: ['Tree', 'Flower', 'Bird', 'Sea creature', 'Bug'],
    letters: 'ABCDEFGHLMPSTW',
    premium: false,
  },
  {
    // A: armchair, axe, aftershave, apple tree, air fryer · N: nightstand, nail gun, nail clippers,
    // nettles, night light · L: loveseat, ladder, loofah, lawn, lamp. Left out: E, G, I, O and V
    // (no furniture or tool that everyone would accept).
    id: 'around-the-house',
    name: 'Around the house',
    description: 'A tour from the bathroom shelf to the bottom of the garden.',
    categories: ['Furniture', 'Tool', 'Bathroom thing', 'Garden thing', 'Thing that plugs in'],
    letters: 'ABCDFHLMNPRSTW',
    premium: false,
  },
  {
    // G: Guatemala City, German, guidebook, gondola, golf · J: Jakarta, Japanese, jeans, jeep, jet
    // skiing · N: Nairobi, Norwegian, neck pillow, night bus, nightclubbing. Left out: E, I, K, U
    // and V (one column always runs dry), F and O (no well-known capital or transport).
    id: 'travel',
    name: 'Travel',
    description: 'Pack a bag, pick a capital and choose how to get there.',
    categories: [
      'Capital city',
      'Language',
      'Something in a suitcase',
      'Way to get around',
      'Vacation activity',
    ],
    letters: 'ABCDGHJLMNPRSTW',
    premium: false,
  },
  {
    // F: fruit punch, flip cup, fries, fairy · K: kombucha, kings, kebab, knight · N: negroni, never
    // have I ever, nachos, ninja · H: hot toddy, hide and seek, hot dog, hippie. Left out: D, E, G,
    // I, J, O and V (no well-known party game).
    id: 'party',
    name: 'Party',
    description: 'Drinks, games, snacks and costumes for planning the perfect night in.',
    categories: ['Cocktail or drink', 'Party game', 'Party food', 'Costume'],
    letters: 'ABCFHKLMNPRSTW',
    premium: false,
  },
  {
    // J: jaguar, jelly beans, jigsaw, jeans · K: kangaroo, kiwi, kite, kilt · L: lion, lollipop, ludo,
    // leggings · D: donkey, doughnut, doll, dress. Left out: E, G, O and Y (no toy), N (no animal).
    id: 'kids-table',
    name: "Kids' table",
    description: 'Gentle columns that younger players can fill in without any help.',
    categories: ['Farm or zoo animal', 'Snack or treat', 'Toy or game', 'Something you wear'],
    letters: 'ABCDFHJKLMPRSTW',
    premium: false,
  },
  {
    // F: fluorine, full moon, femur, fridge · H: helium, Halley's comet, heart, helicopter · I:
    // iron, International Space Station, intestine, internet · V: vanadium, Venus, vein, vaccine.
    // Left out: D, E, J, K, O, U, W and Z (one column always runs dry).
    id: 'science',
    name: 'Science',
    description: 'From the periodic table to outer space, with a detour through the human body.',
    categories: ['Chemical element', 'Space thing', 'Part of the body', 'Invention'],
    letters: 'ABCFGHILMNPRSTV',
    premium: false,
  },
  {
    // G: Guatemala City, German, gold, golf, gall bladder · K: Kyiv, Korean, krypton, kayaking,
    // kidney · V: Vienna, Vietnamese, vanadium, volleyball, vein. Left out: N (no Olympic sport),
    // D, E, F, J, O, U, W and Z.
    id: 'brain-buster',
    name: 'Brain buster',
    description: 'Five tough columns for quiz fans who want to be stretched.',
    categories: [
      'World capital',
      'Spoken language',
      'Periodic table element',
      'Olympic sport',
      'Inside the body',
    ],
    letters: 'ABCGHIKLMPRSTV',
    premium: true,
  },
];
