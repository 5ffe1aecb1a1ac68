import type { Translation } from '../../types';
import type { games as english } from '../en/games';

export const games: Translation<typeof english> = {
  'game.playerOnLeft': 'personen til venstre for dig',
  'game.playerOnRight': 'personen til højre for dig',
  'game.players': { one: '{count} spiller', other: '{count} spillere' },

  'game.forfeit.instead': '{player} drikker ikke i aften, så i stedet: {forfeit}.',
  'game.forfeit.insteadOfDrink':
    '{player} drikker ikke i aften, så i stedet for at drikke: {forfeit}.',
  'game.forfeit.insteadOfSip': '{player} drikker ikke i aften, så i stedet for en tår: {forfeit}.',

  'game.neverHaveIEver.lead': 'Jeg har aldrig',
  'game.neverHaveIEver.sips': 'Alle, der har gjort det, tager en tår.',
  'game.neverHaveIEver.howTo': 'Læs den højt. Alle, der har gjort det, tager en tår.',
  'game.mostLikelyTo.lead': 'Hvem er mest tilbøjelig til at',
  'game.mostLikelyTo.sips': 'Den, der får flest fingre, drikker.',
  'game.mostLikelyTo.howTo': 'På tre peger alle på én. Den, der får flest fingre, drikker.',
  'game.truthOrDare.truth': 'Sandhed',
  'game.truthOrDare.dare': 'Konsekvens',
  'game.fromYourPack': 'Fra din pakke',
  'game.fromLikedPack': 'Fra en pakke, du har liket',
  'game.needsPlayers': '{title} kræver mindst {min} spillere: tilføj dem under Spillere.',
  'game.needsOneMore': '{title} kræver mindst {min} spillere: tilføj én til under Spillere.',
  'game.needsMore': '{title} kræver mindst {min} spillere: tilføj {missing} til under Spillere.',
  'game.tooManyPlayers': '{title} spilles af højst {max} spillere: fjern {extra} under Spillere.',
  'game.ownPack.yours': {
    one: 'Din pakke fra editoren, {count} kort.',
    other: 'Din pakke fra editoren, {count} kort.',
  },
  'game.ownPack.liked': {
    one: 'En pakke, du har liket, {count} kort.',
    other: 'En pakke, du har liket, {count} kort.',
  },
  'game.ownPack.yoursCards': {
    one: 'Din pakke fra editoren, {count} kort.',
    other: 'Din pakke fra editoren, {count} kort.',
  },
  'game.ownPack.likedCards': {
    one: 'En pakke, du har liket, {count} kort.',
    other: 'En pakke, du har liket, {count} kort.',
  },
  'game.truthOrDare.howTo':
    'Vælg sandhed eller konsekvens. Svar ærligt, gør det, eller tag en tår i stedet.',
  'game.category.lead': 'Kategori',
  'game.category.howTo':
    'Sig én ting hver, før tiden løber ud. Går du i stå eller siger noget, der er sagt, er du ude.',
  'game.charades.lead': 'Mim det',
  'game.charades.howTo':
    'Spil det uden et eneste ord. Dit hold har tres sekunder til at gætte så mange som muligt.',
};
