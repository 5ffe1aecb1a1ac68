import { useT } from '../../lib/i18n';
import { FeelIcon } from './feel-icons';
import { cue, unlockOnGesture } from './play';
import { setSoundOn, useSoundOn } from './settings';
import './feel.css';

/**
 * The one switch for sounds and vibration, for the whole app and remembered on this device. A
 * toggle button: its name stays "Sound and vibration" and aria-pressed says whether it is on.
 */
export function SoundSwitch() {
  const on = useSoundOn();
  const t = useT();
  return (
    <button
      type="button"
      className="sound-switch"
      aria-pressed={on}
      aria-label={t('feel.sound.name')}
      title={on ? t('feel.sound.on') : t('feel.sound.off')}
      onClick={() => {
        setSoundOn(!on);
        if (!on) {
          // Switching on is a gesture: wake the audio and let the table hear that it works.
          unlockOnGesture();
          cue('turn');
        }
      }}
    >
      <FeelIcon name={on ? 'soundOn' : 'soundOff'} size={20} />
      <span className="sound-switch-text">{t('feel.sound.short')}</span>
    </button>
  );
}
