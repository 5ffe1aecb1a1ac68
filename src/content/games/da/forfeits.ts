// What a player who is not drinking tonight does instead of a drink, in Danish: short, done on
// the spot, never humiliating; each reads after "så i stedet: ".

export const FORFEITS_DA: readonly string[] = [
  'lav ti sprællemænd',
  'fortæl bordet én ting, du aldrig har fortalt dem',
  'hold en planke, mens det næste kort bliver læst op',
  'giv personen til højre for dig en ærligt ment kompliment',
  'tal kun i spørgsmål indtil din næste tur',
  'nyn en sang, indtil nogen gætter den',
  'stå på ét ben indtil din næste tur',
  'lad bordet vælge et ord, som du skal have med i hver sætning indtil din næste tur',
  'lav din bedste parodi på en her ved bordet',
  'spis noget surt, eller lav ti squats',
];
