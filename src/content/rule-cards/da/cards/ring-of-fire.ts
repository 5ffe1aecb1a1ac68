import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'spil kort', count: '1' },
    { item: 'stort bæger til midten', count: '1' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  setup: [
    'Stil det store bæger midt på bordet.',
    'Spred kortene med bagsiden op rundt om det i en ubrudt ring, hvor hvert kort rører det næste.',
    'Den ældste spiller starter. Turen går til venstre.',
  ],
  steps: [
    'Træk et kort fra ringen uden at bryde den. Efterlader du et hul i ringen, tager du en ekstra stor tår som straf.',
    'Es, vandfald: Alle drikker samtidig, og ingen stopper før spilleren til højre for dem, dog højst fem sekunder: Tæl til fem, så stopper alle.',
    '2, giv: Giv én tår til hvem som helst.',
    '3, tag: Du tager en tår.',
    '4, gulv: Alle rører gulvet, og den sidste tager en tår.',
    '5, tommelfingermester: Du må beholde kortet og bruge det senere. Læg tommelfingeren på bordkanten, når du vil; den sidste, der gør det samme, tager en tår.',
    '6, samme farve: Alle, der har tøj i samme farve som dig på, tager en tår.',
    '7, himmel: Alle peger op mod loftet, og den sidste tager en tår.',
    '8, makker: Vælg en makker, der drikker, hver gang du drikker, resten af spillet.',
    '9, rim: Sig et ord; rundt i kredsen siger hver spiller et rim, til nogen ikke kan og tager en tår.',
    '10, kategorier: Nævn en kategori; rundt i kredsen nævner hver spiller noget i den, til nogen går i stå og tager en tår.',
    'Knægt, regel: Lav en regel, der gælder, til spillet slutter.',
    'Dame, spørgemester: Indtil næste dame tager alle, der svarer på et af dine spørgsmål, en tår.',
    'Konge: Hæld en smule af din drik i bægeret i midten.',
  ],
  ending:
    'Spillet slutter, når det sidste kort er trukket, eller når den fjerde konge kommer frem. Den, der trækker den fjerde konge, tager tre tår fra bægeret i midten, og resten hældes ud.',
  notes: [
    'De gamle betydninger af 4 og 6 delte bordet op efter køn. Disse udgaver beholder det sjove og tager alle med.',
    'Bægeret i midten blander alles drinks. En lille slat pr. konge, eller vand, holder den sidste konge venlig.',
  ],
};
