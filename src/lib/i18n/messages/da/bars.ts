import type { Translation } from '../../types';
import type { bars as english } from '../en/bars';

export const bars: Translation<typeof english> = {
  'bars.care':
    'Alle spil virker med vand, sodavand eller ingenting. Vær søde ved hinanden, og kom sikkert hjem.',
};
