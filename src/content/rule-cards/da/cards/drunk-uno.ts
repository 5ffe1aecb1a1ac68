import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'UNO-spil', count: '1' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  setup: ['Giv kort, og spil UNO præcis som normalt: syv kort hver og ét kort vendt op til start.'],
  steps: [
    'Tag en tår for hvert kort, du skal trække fra bunken.',
    'Et +2-kort eller en +4-joker betyder én tår for hvert kort, du samler op.',
    'Et +2-kort må lægges oven på et +2-kort og en +4-joker oven på en +4-joker. Kortene hober sig op, og det samme gør tårene for den spiller, der til sidst ikke kan lægge på, dog højst 5 tår for én stak.',
    'Sprunget over eller ramt af et retningsskift? Tag en tår.',
    'Glemmer du at sige »UNO« på dit næstsidste kort og bliver grebet i det: Tag 2 tår, og træk to kort.',
  ],
  ending:
    'Når nogen lægger sit sidste kort, tæller alle andre de kort, de har tilbage på hånden: én tår pr. kort, og et trækkort tæller som sit tal, dog højst 5 tår hver.',
  notes: [
    'En hånd fuld af kort til sidst løber hurtigt op: Tæl tår, ikke drinks, og vand er fint.',
  ],
};
