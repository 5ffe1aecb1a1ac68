import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'eksemplar af R.E.P.O.', count: '1 pr. spiller' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
    { item: 'glas vand', count: '1 pr. spiller' },
  ],
  players: '1–6 (spillets co-op-hold), plus alle, der ser med',
  setup: [
    'Gå ind i den samme lobby, og start en runde sammen. Dem, der ser med, vælger hver én spiller at følge og drikke sammen med.',
    'Aftal én regel, før I springer ind: Ingen drikker, mens de bærer på noget skrøbeligt.',
  ],
  steps: [
    'Tag 1 tår, når du beskadiger en værdigenstand og ser prisen falde, når du skriger på voicechatten, eller når du køber en opgradering, du ikke havde brug for.',
    'Tag 2 tår, når du farer vild på vej til udtrækningspunktet, når du taber en værdigenstand fra en højde, eller når et monster får dig til at løbe.',
    'Tag 3 tår, når din semibot bliver smadret. Resten af holdet tager 1 tår til minde om dig.',
    'Når holdet når Taxmans kvote, deler alle 3 tår ud til den spiller, der bar mest. Misser holdet den, tager alle 3 tår, og runden er slut.',
    'Hver gang I er tilbage i butikken mellem banerne, drikker alle et glas vand, før nogen køber noget.',
  ],
  ending:
    'Spillet slutter, når hele holdet er udslettet, eller når I stopper efter et aftalt antal baner.',
  notes: [
    'Banerne bliver sværere, jo længere I kommer, og det gør drikkeriet også. Bestem fra starten, hvor mange baner I spiller, og hold jer til det.',
  ],
};
