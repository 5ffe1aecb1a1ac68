import type { EpicStep } from '../epic';
import type { Spice } from '../types';

// Den episke udfordring in Danish: ten dares that climb from easy to bold, with the same ids,
// levels and spice as src/content/misc/epic.ts. None is 18+: it is played in front of a group.

function step(level: number, spice: Spice, text: string): EpicStep {
  return { id: `e${String(level).padStart(2, '0')}`, level, text, spice };
}

export const EPIC_STEPS_DA: readonly EpicStep[] = [
  step(1, 1, 'Lav din bedste sejrspositur, og hold den i ti sekunder.'),
  step(2, 1, 'Fortæl en vits. Bliv ved, til nogen griner.'),
  step(3, 1, 'Tag ti squats, mens du nævner ti lande.'),
  step(4, 1, 'Tal med en dialekt, som de andre vælger, indtil næste udfordring.'),
  step(5, 2, 'Lad de andre vælge en sang, og dans til omkvædet.'),
  step(6, 2, 'Læs den nyeste note på din telefon op.'),
  step(7, 2, 'Ring til en, der ikke er her, og fortæl en hemmelighed, du finder på i farten.'),
  step(
    8,
    2,
    'Lad de andre stille dig op til et billede, og brug det som låseskærm den næste time.',
  ),
  step(9, 3, 'Svar helt ærligt på ét spørgsmål, som de andre bliver enige om.'),
  step(10, 3, 'Hold en tale på ét minut om, hvorfor du fortjener kronen, stående på en stol.'),
];
