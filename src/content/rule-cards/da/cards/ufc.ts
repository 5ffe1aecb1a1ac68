import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'UFC-aften på en skærm', count: '1' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
    { item: 'glas vand', count: '1 pr. spiller' },
  ],
  players: '2–12',
  setup: [
    'Før første kamp siger alle, hvem de tror vinder hovedkampen. Skriv gættene ned, så ingen kan skifte mening senere.',
    'Aftal, hvad en »tår« er hos jer: en lille mundfuld af hvad som helst, også vand, er fint.',
  ],
  steps: [
    'Tag 1 tår, hver gang speakeren præsenterer en kæmper, grafikken med kæmpernes mål kommer frem, du genkender en kæmpers indmarchsang, eller kameraet finder en kendis blandt publikum.',
    'Tag 2 tår for hver takedown, hver submission, der bliver låst fast, og hver gang hornet afslutter en omgang.',
    'Tag 3 tår, når en kamp slutter med knockout eller dommerstop, eller når nogen vinder på submission.',
    'Vinder din favorit i hovedkampen, deler du 3 tår ud for at fejre det. Ender hovedkampen uafgjort eller som no contest, tager alle 2 tår.',
    'Bonus: Udfordrer en kæmper nogen i mikrofonen efter kampen, tager alle 2 tår; bruger en kommentator sit yndlingsudtryk, tager den sidste, der råber »skål«, en tår; et spinning-slag betyder, at alle tager en tår.',
  ],
  ending:
    'Spillet slutter med aftenens sidste kamp, eller tidligere for dem, der giver op undervejs.',
  notes: [
    'Et helt stævne er langt. Tag et glas vand mellem kampene, og drik vand gennem de indledende kampe, hvis aftenen lige er begyndt.',
  ],
};
