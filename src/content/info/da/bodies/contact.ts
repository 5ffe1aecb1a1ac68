import type { Body } from '../../../reading/types';

export const body: Body = [
  {
    p: 'Har du fundet en fejl, fået en idé til et spil, vil din bar være med, eller har du brug for hjælp til din konto? Skriv til os her. Du behøver ikke logge ind.',
  },
  { widget: 'contact-form' },
  { h: 'Hvad sker der så?' },
  {
    list: [
      'Er du uden net, venter din besked trygt på telefonen og sender sig selv, så snart du er online igen. Du kan godt lukke appen imens.',
      'Et rigtigt menneske læser hver besked. Har du skrevet din e-mailadresse, svarer vi dér, så snart vi kan, så tjek, at den er stavet rigtigt. Uden en adresse læser vi stadig din besked, men vi kan ikke svare.',
      'Beder du os slette din konto eller dine data? Skriv fra den e-mailadresse, kontoen bruger, så vi ved, at det er dig, der spørger.',
      [
        'Til det, mange spørger om (spil uden net, installation, pakker, mønter), har siden med ',
        { to: '/info/FAQ', text: 'spørgsmål og svar' },
        ' måske allerede svaret.',
      ],
    ],
  },
  {
    p: [
      'Vi bruger kun din besked, og din adresse, hvis du giver os den, til at tage os af det, du skrev om. I ',
      { to: '/info/privacy-policy', text: 'privatlivspolitikken' },
      ' kan du læse, hvordan vi behandler dem, og hvordan du får dem slettet.',
    ],
  },
];
