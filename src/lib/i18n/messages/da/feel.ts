import type { Translation } from '../../types';
import type { feel as english } from '../en/feel';

export const feel: Translation<typeof english> = {
  'feel.sound.name': 'Lyd og vibration',
  'feel.sound.on': 'Lyd og vibration til',
  'feel.sound.off': 'Lyd og vibration fra',
  'feel.sound.short': 'Lyd',
};
