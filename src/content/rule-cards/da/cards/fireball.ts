import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'bægre', count: '10–20' },
    { item: 'bordtennisbolde', count: '2' },
    { item: 'rundt eller firkantet bord', count: '1' },
  ],
  players: 'helst om et stort bord',
  setup: [
    'Stil ét bæger midt på bordet: Kongen. Fyld det tre fjerdedele op.',
    'Stil de andre bægre i en ring om Kongen, på nær to, og hæld en lille slat i hvert af dem, højst en fjerdedel.',
    'Giv de to tomme bægre til to spillere, der står over for hinanden, med en bold hver.',
  ],
  steps: [
    'På »nu« prøver begge spillere med et bæger at hoppe deres bold ned i bordet og op i deres eget tomme bæger.',
    'Rammer du i første forsøg, må du sende bæger og bold til en hvilken som helst spiller. Rammer du efter to eller flere forsøg, sender du det videre til spilleren på din venstre side.',
    'Når et bæger, der sendes videre, når en spiller, der stadig prøver at ramme, er de blevet stablet: De sender det ankomne bæger videre til venstre, tager et bæger fra ringen, drikker slatten, stabler det i deres eget bæger og bliver ved med at kaste.',
    'En bold, der ved et uheld lander i et bæger i ringen, betyder, at kasteren drikker slatten i det bæger og lægger det i sin stabel.',
    'Spillet stopper aldrig: Der er ingen ture, kun to bægre, der bevæger sig rundt om bordet, så hurtigt dem, der kaster, kan klare det.',
  ],
  ending:
    'Når ringen er tom, drikker den næste spiller, der bliver stablet, af Kongen, og spillet er slut.',
  notes: [
    'Kaldes også stack cup.',
    'Kongen er den største drik på bordet: Fyld den med vand eller sodavand, hvis I hellere vil slutte med et grin end med en stor mundfuld.',
  ],
};
