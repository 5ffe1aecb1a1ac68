import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [{ item: 'drik efter eget valg (vand tæller)', count: '1 pr. spiller' }],
  players: '3–10',
  setup: [
    'Sæt jer i en rundkreds med en drik i hånden.',
    'Den yngste spiller løfter glasset og starter historien: »I aften har Squiffy Alexander …« og tilføjer én ting, han har gjort, for eksempel »… bestilt en stor sodavand«.',
  ],
  steps: [
    'Næste spiller løfter sit glas, siger »I aften har Squiffy Alexander …«, gentager alt, hvad han har gjort indtil nu, i den rigtige rækkefølge og tilføjer én ny ting.',
    'Hver ting skal følge af den forrige, bare en lille smule: Alexanders aften skal hænge sammen som en historie.',
    'Glemmer du en ting, tager du rækkefølgen forkert, eller holder du pause i mere end fem sekunder, tager du en tår.',
    'Den, der kvajede sig, starter så en helt ny historie om Alexander, helt fra begyndelsen.',
    'Når en historie når ti ting uden fejl, skåler alle for Alexander, og den, der tilføjede den tiende, deler tre tår ud.',
  ],
  ending:
    'Spil, til alle har startet mindst én historie. Aftenens længste historie giver den, der startede den, retten til at vælge næste spil.',
  notes: [
    'Ingen ved med sikkerhed, hvem Squiffy Alexander var; det her er vores udgave af spillet, en hukommelseskæde med en skål.',
    'Til et roligere bord: Byt tåren ud med at fortælle gruppen én sand ting om din egen aften.',
  ],
};
