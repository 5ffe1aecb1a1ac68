import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'eksemplar af Minecraft', count: '1 pr. spiller' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
    { item: 'glas vand', count: '1 pr. spiller' },
  ],
  players: '2 eller flere',
  setup: [
    'Alle går ind i den samme survivalverden og mødes ved spawn.',
    'Aftal et fælles mål, før nogen bevæger sig: besejr Enderdragen, byg en base, eller nå til Nether.',
  ],
  steps: [
    'Tag 1 tår, når du ødelægger et værktøj, spiser noget som helst, eller tager faldskade.',
    'Tag 2 tår, når du finder en landsby, et tempel eller en anden bygning, og når en spiller dør.',
    'Tag 3 tår, når nogen finder diamanter, og hver gang du ser en Enderman.',
    'Tag 3 tår, når du er den første, der træder ind i en ny dimension, eller når en creeper sprænger dig i luften. Når det fælles mål er nået, løfter alle et glas vand.',
  ],
  ending:
    'Spillet slutter, når dragen er besejret, bygningen er færdig, eller drikkevarerne slipper op, alt efter hvad der kommer først.',
  notes: [
    'Hold en vandpause hver dag i spillet, cirka tyve minutter.',
    'Regn hver gang med tår, ikke hele drinks. En lang omgang med faldskade løber op.',
  ],
};
