// A partner bar's hub page.

export const bars = {
  'bars.care': 'Every game works with water, soda or nothing at all. Play kind, and get home safe.',
} as const;
