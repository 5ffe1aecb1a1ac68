import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drik efter eget valg (frivilligt)', count: '1 pr. spiller' }],
  setup: [
    'Sæt jer i en rundkreds.',
    'Find den første spiller: den ældste ved bordet, eller hvem som helst tilfældigt.',
  ],
  steps: [
    'Den første spiller nævner en kategori: bilmærker, havdyr, oste, europæiske lande, pizzafyld, alt med masser af svar.',
    'Rundt i kredsen nævner hver spiller én ting, der hører til.',
    'Du har cirka fem sekunder. Tøver du for længe, gentager noget, der allerede er sagt, eller nævner noget, der ikke passer, tager du en tår.',
    'Den, der missede, starter næste runde med en ny kategori.',
  ],
  ending:
    'Spillet har ingen naturlig slutning: Stop, når bordet løber tør for kategorier, eller spil udslagsrunder, til der kun er én spiller tilbage.',
  notes: [
    'Kendes også som kategorileg eller Last Man Standing.',
    'Sværere: Den, der vælger kategorien, skal selv give tre svar først.',
    [
      'Spil det her: ',
      { to: '/games/category', text: 'Kategori' },
      ' giver jer kategorierne og holder styr på tiden for hver tur.',
    ],
  ],
};
