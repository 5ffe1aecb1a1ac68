import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'spil kort', count: '1' },
    { item: 'stort tomt bæger (kongens bæger)', count: '1' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  setup: [
    'Stil det store bæger midt på bordet.',
    'Spred kortene med bagsiden op i en ring omkring det, så kanterne støder op til hinanden.',
    'Gå kortenes betydning igennem nedenfor. Den spiller, der senest har været til koncert, trækker først; derefter går turen med uret.',
  ],
  steps: [
    'Når det er din tur, trækker du et kort fra ringen, viser det til alle og gør, hvad det siger.',
    'Es, vandfald: Alle begynder at drikke, og ingen må stoppe før spilleren til højre for dem, dog højst fem sekunder: Tæl til fem, så stopper alle.',
    '2, dig: Giv en anden en tår.',
    '3, mig: Tag en tår.',
    '4, gulv: Alle rører gulvet; den sidste tager en tår.',
    '5, tommelfingermester: Når som helst indtil næste 5 kan du lægge tommelfingeren på bordet; den sidste, der gør det samme, tager en tår.',
    '6, jeg har aldrig: Sig noget, du aldrig har gjort; alle, der har, tager en tår.',
    '7, himmel: Alle peger opad; den sidste tager en tår.',
    '8, makker: Vælg en makker, der drikker, hver gang du gør, resten af spillet.',
    '9, rim: Sig et ord; rundt om bordet rimer hver spiller på det, til nogen går i stå og tager en tår.',
    '10, kategorier: Nævn en kategori; rundt om bordet nævner hver spiller noget i den, til nogen går i stå og tager en tår.',
    'Knægt, regel: Lav en regel, der gælder resten af spillet.',
    'Dame, spørgemester: Indtil næste dame tager alle, der svarer på et spørgsmål fra dig, en tår.',
    'Konge: Hæld en smule af din drik i kongens bæger.',
  ],
  ending:
    'Den, der trækker den fjerde konge, tager tre tår fra kongens bæger, resten hældes ud, og spillet er slut.',
  notes: [
    'Ring of fire er det samme spil; nogle grupper lader det koste en tår at bryde ringen af kort.',
    'Kongens bæger er en blanding af alles drinks. Hæld kun en lille slat i, eller fyld det med vand, så den sidste konge bliver et grin og ikke en straf.',
  ],
};
