import type { CategorySetSource } from '../types';

// Land, ø, by for Danes (issue 39): the English sets' ids, so a table's choice carries over, with
// the columns Danes play (Land, Ø, By, Dreng, Pige, Dyr) and letters checked in Danish. A letter
// is listed only when every column has a well-known Danish answer for it; Æ only where it does
// (Ved bordet: æggekage, æblemost, æggeur, æble, æblekage), Ø and Å nowhere (no boy's or girl's
// name, no country, that everyone knows in every set).

export const categorySetsDa: CategorySetSource[] = [
  {
    // A: Albanien, Amager, Aalborg, Anders, Anna, abe · C: Canada, Cuba, Cairo, Carl, Camilla,
    // chimpanse · N: Norge, Newfoundland, Nyborg, Niels, Nanna, næsehorn · O: Oman, Omø, Odense,
    // Ole, Olivia, odder · P: Polen, Puerto Rico, Paris, Peter, Pia, panda · V: Vietnam, Venø,
    // Vejle, Viktor, Vibeke, væsel. Left out: D, U, W, Æ, Ø, Å (no well-known island or name).
    id: 'classic',
    name: 'Klassisk',
    description: 'De seks kolonner, alle kender: land, ø, by, dreng, pige og dyr.',
    categories: ['Land', 'Ø', 'By', 'Dreng', 'Pige', 'Dyr'],
    letters: 'ABCEFGHIJKLMNOPRSTV',
    premium: false,
  },
  {
    // Æ: æggekage, æblemost, æggeur, æble, æblekage · I: italiensk salat, iste, isterningebakke,
    // ingefær, is · J: jambalaya, juice, juicepresser, jordbær, jordbærtærte · O: oksesteg, ouzo,
    // ovn, oliven, othellolagkage. Left out: A, D, E, N, V (no drink, dessert or fruit everyone
    // would accept).
    id: 'around-the-table',
    name: 'Ved bordet',
    description: 'Fra forret til dessert, med grejet i køkkenet og noget at skylle efter med.',
    categories: ['Mad', 'Drikke', 'Køkkenting', 'Frugt eller grønt', 'Dessert'],
    letters: 'BCFGHIJKLMOPRSTÆ',
    premium: false,
  },
  {
    // C: chauffør, cosplay, cykling, cello, cardigan · D: dyrlæge, dans, dressur, didgeridoo,
    // dragt · L: læge, læsning, løb, lut, leggings · O: optiker, origami, orienteringsløb, obo,
    // overall · V: vinduespudser, vinsmagning, volleyball, violin, vest. Left out: E, I, J, N, R
    // (no instrument or no piece of clothing) and the rare letters.
    id: 'pop-life',
    name: 'Job og fritid',
    description: 'Job, hobbyer og sportsgrene, med et instrument og noget tøj til sidst.',
    categories: ['Job', 'Hobby', 'Sport', 'Musikinstrument', 'Tøj'],
    letters: 'BCDFGHKLMOPSTV',
    premium: false,
  },
  {
    // A: ask, anemone, and, ansjos, admiral · P: poppel, pæon, påfugl, pighvar, påfugleøje · R:
    // rødgran, rose, ravn, rokke, regnorm · V: valnød, vintergæk, vibe, vandmand, væggelus. Left
    // out: E, I, J, N, O, U (no bird, sea creature or creepy-crawly everyone knows).
    id: 'nature',
    name: 'Naturen',
    description: 'Træer, blomster, fugle og det, der svømmer eller kravler imellem dem.',
    categories: ['Træ', 'Blomst', 'Fugl', 'Havdyr', 'Insekt eller kryb'],
    letters: 'ABFGHKLMPRSTV',
    premium: false,
  },
  {
    // D: dobbeltseng, dekupørsav, deodorant, drivhus, dampstryger · L: lænestol, loddekolbe,
    // læbepomade, løvrive, lampe · V: vitrineskab, vaterpas, vatpinde, vandkande, vaskemaskine.
    // Left out: A, E, G, I, N, O, R (no tool or bathroom thing that everyone would accept).
    id: 'around-the-house',
    name: 'Rundt i huset',
    description: 'En tur fra hylden på badeværelset til bunden af haven.',
    categories: ['Møbel', 'Værktøj', 'Ting på badeværelset', 'Ting i haven', 'Ting med stik'],
    letters: 'BDFHKLMPSTV',
    premium: false,
  },
  {
    // B: Berlin, bulgarsk, badetøj, bus, badning · D: Dublin, dansk, deodorant,
    // dobbeltdækker, dykning · V: Vilnius, vietnamesisk, vandrestøvler, vandscooter, vandreture.
    // Left out: A, F, O and W (one column always runs dry) and the rare letters.
    id: 'travel',
    name: 'På rejse',
    description: 'Pak kufferten, vælg en hovedstad, og find ud af, hvordan I kommer derhen.',
    categories: ['Hovedstad', 'Sprog', 'Ting i kufferten', 'Transportmiddel', 'Ferieaktivitet'],
    letters: 'BDHKLMPRSTV',
    premium: false,
  },
  {
    // K: kir royal, Kims leg, kyllingevinger, klovn · M: mojito, Meyer, minipizzaer, mumie · P:
    // piña colada, pakkeleg, pølsehorn, pirat · L: limoncello, limbo, lasagne, løve. Left out: D,
    // E, I, N, O, V (no party game everyone knows).
    id: 'party',
    name: 'Fest',
    description: 'Drinks, lege, festmad og udklædning til den perfekte aften.',
    categories: ['Drink', 'Festleg', 'Festmad', 'Udklædning'],
    letters: 'BCFGHKLMPRST',
    premium: false,
  },
  {
    // A: abe, ananas, actionfigur, anorak · D: dromedar, drops, dukke, dragt · H: hest,
    // havregrynskugle, hulahopring, hue · R: rensdyr, rosiner, robot, regnjakke. Left out: E, I,
    // J, N, O, V (no snack or toy a child would name).
    id: 'kids-table',
    name: 'Børnebordet',
    description: 'Nemme kolonner, som de yngste kan fylde ud uden hjælp.',
    categories: [
      'Dyr på gården eller i zoo',
      'Slik eller snack',
      'Legetøj eller spil',
      'Noget man har på',
    ],
    letters: 'ABDFGHKLMPRST',
    premium: false,
  },
  {
    // F: fluor, fuldmåne, fod, fjernsyn · I: ilt, ISS, iris, internet · U: uran, Uranus, underarm,
    // ubåd · V: vanadium, Venus, vrist, vaskemaskine. Left out: B, C, J, L, N (nothing in space or
    // no body part) and the rare letters.
    id: 'science',
    name: 'Naturvidenskab',
    description: 'Fra det periodiske system til det ydre rum, med en omvej gennem kroppen.',
    categories: ['Grundstof', 'Noget i rummet', 'Kropsdel', 'Opfindelse'],
    letters: 'FGHIKMPSTUV',
    premium: false,
  },
  {
    // G: Guatemala City, græsk, guld, golf, galdeblære · N: Nairobi, norsk, nikkel, nordisk
    // kombination, nyre · V: Vilnius, vietnamesisk, vanadium, volleyball, vene. Left out: P (no
    // Olympic sport), C, D, E, F, I, J, O, U.
    id: 'brain-buster',
    name: 'Hjernevrider',
    description: 'Fem svære kolonner til quiznørder, der vil udfordres.',
    categories: ['Hovedstad i verden', 'Sprog', 'Grundstof', 'Olympisk sport', 'Inde i kroppen'],
    letters: 'ABGHKLMNRSTV',
    premium: true,
  },
];
