// The switch for sounds and vibration.

export const feel = {
  'feel.sound.name': 'Sound and vibration',
  'feel.sound.on': 'Sound and vibration on',
  'feel.sound.off': 'Sound and vibration off',
  'feel.sound.short': 'Sound',
} as const;
