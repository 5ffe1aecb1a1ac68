import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'spil kort', count: '1' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  setup: [
    'Læg 21 kort med bagsiden op i en pyramide: 6 kort i nederste række, derefter 5, 4, 3, 2 og 1 øverst.',
    'Giv hver spiller 3 kort med bagsiden op. Hver spiller må kigge på sine kort én gang og lader dem så ligge med bagsiden op.',
  ],
  steps: [
    'Vend pyramidens kort ét ad gangen, fra den nederste række og opad.',
    'Et kort i de to nederste rækker er værd 1 tår, i de to midterste 2 og i de to øverste 3.',
    'Når et kort bliver vendt, kan enhver spiller, der har et kort med samme værdi (eller siger, de har), pege på en anden og give dem så mange tår.',
    'Den, der bliver peget på, drikker enten eller siger »løgner«. Giveren skal så vise et kort, der passer. Kan de det, drikker den anden værdien plus én; kan de ikke, drikker giveren værdien plus én.',
    'Et kort, der er vist for at bevise en påstand, byttes med et nyt fra bunken, og ejeren kigger én gang på det nye kort.',
  ],
  ending: 'Spillet slutter, når pyramidens øverste kort er vendt og spillet.',
  notes: [
    'De øverste rækker løber hurtigt op. Hold tårene små, og lad alle tage deres med vand.',
    'Kortere spil: en pyramide på fem rækker med 15 kort og 4 kort pr. spiller.',
  ],
};
