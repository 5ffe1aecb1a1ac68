import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'eksemplar af Lethal Company', count: '1 pr. spiller' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
    { item: 'glas vand', count: '1 pr. spiller' },
  ],
  players: '2–4 i holdet, plus alle, der ser med',
  setup: [
    'Start en ny runde sammen. Dem, der ser med, vælger hver et holdmedlem at følge og drikke sammen med.',
    'Alle tager 2 tår, når skibet lander på den første måne.',
  ],
  steps: [
    'Tag 1 tår, når du farer sammen af skræk, mister holdet af syne inde i anlægget, eller taber et stykke skrot.',
    'Tag 2 tår, når et monster jagter dig tilbage til skibet, når du bliver efterladt, mens skibet letter, eller når holdet kommer hjem tomhændet på en dag.',
    'Tag 3 tår, når du dør. Alle, der stadig lever, tager 1 tår til minde om dig.',
    'Når firmaet tager holdets skrot, og kvoten er nået, giver alle 3 tår til det holdmedlem, der bragte mest hjem. Misser I kvoten efter tredje dag, bliver holdet fyret: Alle tager 3 tår.',
    'Mellem månerne drikker alle et glas vand, mens skibet er i kredsløb.',
  ],
  ending:
    'Spillet slutter, når holdet bliver fyret, eller når I stopper efter et aftalt antal kvoter.',
  notes: [
    'Hver kvote er større end den forrige, og drikkeriet følger med. Aftal, hvor mange kvoter I spiller, før I starter.',
  ],
};
