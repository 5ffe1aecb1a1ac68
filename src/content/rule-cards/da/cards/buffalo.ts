import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drik efter eget valg', count: '1 pr. spiller' }],
  players: 'og det slutter aldrig rigtigt',
  setup: [
    'Alle, der vil være med, siger det højt. Er du først med, er du med, så længe jeres gruppe spiller buffalo, til hver fest og hver bytur.',
    'Aftal, hvilken hånd der er hver spillers »drikkehånd«: den, de ikke skriver med.',
  ],
  steps: [
    'Drik altid kun med den hånd, du ikke skriver med. Højrehåndede drikker med venstre, venstrehåndede med højre.',
    'Ser du nogen drikke med deres skrivehånd, så sig »buffalo«, og peg på dem.',
    'En spiller, der er taget på fersk gerning, tager 2 tår med det samme.',
    'Et forkert råb, en »falsk buffalo«, koster i stedet den, der råbte: De tager de 2 tår.',
  ],
  ending:
    'Buffalo har ingen slutning. Det fortsætter, hvor end spillerne mødes, indtil gruppen bliver enig om at lægge det på hylden.',
  notes: [
    'Nemmere udgave: Alle drikker med venstre hånd, uanset hvilken hånd de skriver med.',
    'Nogle grupper skifter drikkehånd hver hele time. Vand tæller: Et glas vand i den forkerte hånd koster de samme 2 tår.',
  ],
};
