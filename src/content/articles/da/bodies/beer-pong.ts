import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Beer pong er festspillet, der rejser med folk: to hold, to trekanter af krus i hver ende af et langt bord og én lille hvid bold, der altid ser ud til at vide, hvilket krus man ikke sigtede efter. Lander bolden i modstandernes krus, drikker de det og tager det væk; rydder I hele deres trekant først, har I vundet. Det grundlæggende tager tredive sekunder at forklare, og så begynder diskussionerne om hop.',
  },
  { h: 'Det skal I bruge' },
  {
    kit: [
      { item: 'Store plastikkrus, plus et par ekstra', count: '20' },
      { item: 'Bordtennisbolde, plus en ekstra', count: '2' },
      { item: 'Bord på ca. 2,4 m', count: '1' },
      { item: 'Krus med vand til at skylle boldene, ét i hver ende', count: '2' },
      { item: 'Noget at drikke, en skvat i hvert krus' },
    ],
  },
  { h: 'Hvor mange kan spille' },
  {
    p: 'To mod to er den almindelige kamp, og de fleste turneringsregler går ud fra det. Én mod én er også udbredt; så kaster hver spiller begge bolde. Er I mange, så lav en kø af udfordrere: vinderne bliver ved bordet, og det næste par er dommere, mens de venter.',
  },
  { h: 'Før I går i gang' },
  {
    steps: [
      'Hvert hold stiller ti krus i en trekant på 4, 3, 2 og 1 i sin ende af bordet, med kanterne mod hinanden og spidsen pegende mod det andet hold.',
      'Hæld lige meget i hvert krus. Et par centimeter er rigeligt.',
      'Stil et krus vand til at skylle boldene ved hver trekant, uden for skudlinjen.',
      'Find ud af, hvem der starter: én fra hvert hold kaster samtidig og ser hinanden i øjnene; den, der rammer først, vælger.',
    ],
  },
  { h: 'Sådan spiller I' },
  {
    steps: [
      'Et hold kaster begge bolde i sin tur, én pr. spiller. Kast bag din ende af bordet, uden at albuen kommer ind over kanten.',
      'En bold, der lander i et krus, er et træf: det forsvarende hold drikker kruset og tager det af bordet.',
      'Så kaster det andet hold. Turene skifter, til et af holdene ikke har flere krus.',
      'Holdet, der først rydder den anden trekant, vinder.',
    ],
  },
  {
    p: 'De fleste uenigheder handler om en håndfuld situationer. Afgør dem før første kast, og udpeg én, der bestemmer, hvis der opstår noget nyt.',
  },
  { h3: 'Regler, der er værd at aftale' },
  {
    list: [
      'Omstilling: et hold må bede om at få sine resterende krus skubbet sammen i en tæt form i starten af sin egen tur. Turneringsregler tillader to pr. kamp, når der er 6, 4, 3 eller 2 krus tilbage.',
      'Bolde tilbage: rammer begge på holdet i samme tur, får de et ekstra kast.',
      'Hop: en bold, der hopper på bordet og lander i et krus, tæller for to krus, men forsvarerne må slå en hoppende bold væk.',
      'Forsvar: efter turneringsreglerne må en forsvarer først røre bolden, når den har rørt et krus. Indtil da: hænderne væk.',
      'Sidste chance: når et hold mister sit sidste krus, får hver spiller ét kast til at slå igen. Rammer de, fortsætter spillet.',
    ],
  },
  { h: 'Varianter og husregler' },
  {
    list: [
      'Turneringsregler: ét kast pr. spiller pr. tur, ingen hop, to omstillinger, en ekstra bold, når begge på holdet rammer, og aldrig mere end tre tabte krus i én tur.',
      'Seks krus: en trekant på 3-2-1 til en hurtig kamp, mens andre venter.',
      'Ø: én gang pr. kamp må et hold råbe "ø" om et krus, der står helt alene; rammer de det, fjerner de et ekstra krus efter eget valg.',
      'The Line: seks krus på én lige række, hvor kun det forreste krus kan fjernes. Slusens husudgave, med sin egen guide.',
      'Konsekvenskrus: nogle barer kobler et ramt krus med en opgave fra et kort. Sådan fungerer husreglerne på ScrollBar.',
    ],
  },
  { h: 'Sådan bliver du god' },
  {
    p: 'Kast i en bue, ikke i en lige linje: et blødt lob falder ned i et krus, et fladt kast hopper ud igen. Sigt efter kruset midt i forreste række i begyndelsen, for en bold, der næsten rammer, har stadig naboer at falde ned i.',
  },
  {
    p: 'Boldene samler alt op, der ligger på gulvet, så mange fylder spillets krus med vand og drikker af deres egne glas, hver gang de mister et krus. Det gør også skænkene ærlige, og et tab på ti krus bliver ikke til en masse øl. En lang kamp er stadig en del at drikke; sæt tempoet ned med en regel om, at det tabende hold henter vand til bordet, og lad alle, der vil, spille med sodavand.',
  },
  {
    tip: 'Drik så vidt muligt aldrig af et krus, en bold har været i. Vand i spillets krus, drikken i hånden.',
    title: 'Rene krus',
  },
  { h: 'Andre guides' },
  {
    list: [
      [{ to: '/articles/the-line', text: 'The Line' }, ': udgaven på én lige række fra Slusen.'],
      [
        { to: '/articles/partnerships/scrollbar/beer-pong', text: 'Beer pong på ScrollBar' },
        ': barens husregler med konsekvenskort.',
      ],
      [{ to: '/articles/bakke', text: 'Bakke' }, ': et bordspil, når nogen andre har pong-bordet.'],
      [{ to: '/articles/flip-cup', text: 'Flip Cup' }, ': stafetløbet med de samme krus.'],
      [
        { to: '/articles/fireball', text: 'Fireball' },
        ': to bolde, en ring af krus og en jagt rundt om bordet.',
      ],
    ],
  },
];
