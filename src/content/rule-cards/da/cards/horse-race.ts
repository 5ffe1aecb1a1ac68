import type { RuleCard } from '../../../reading/types';

export const card: RuleCard = {
  equipment: [
    { item: 'spil kort', count: '1' },
    { item: 'drik efter eget valg', count: '1 pr. spiller' },
  ],
  players: 'plus en kommentator, der vender kortene',
  setup: [
    'Tag de fire esser ud: De er hestene. Stil dem op side om side ved start.',
    'Læg en bane af 7 kort med bagsiden op på en række ved siden af esserne, så den løber væk fra dem.',
    'Hver spiller sætter et antal tår på én kulør.',
  ],
  steps: [
    'Kommentatoren vender kort fra resten af bunken ét ad gangen.',
    'Hvert vendt kort flytter esset i samme kulør ét skridt frem ad banen.',
    'Når alle fire heste er forbi et kort på banen, vendes det kort: Esset i dets kulør rykker ét skridt tilbage.',
    'Kommentatoren giver den gas med kommentaren. Et hestevæddeløb uden kommentator er bare en bunke kort.',
  ],
  ending:
    'Det første es forbi banens ende vinder. De spillere, der satte på det, deler deres indsats ud i tår; alle andre drikker deres egen indsats.',
  notes: [
    'Et længere løb bruger en bane på 8 til 10 kort. Nogle grupper betaler dobbelt til vinderne.',
  ],
};
