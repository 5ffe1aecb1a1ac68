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
  return (
    <button
      type="button"
      className="sound-switch"
      aria-pressed={on}
      aria-label="Sound and vibration"
      title={on ? 'Sound and vibration on' : 'Sound and vibration off'}
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
      <span className="sound-switch-text">Sound</span>
    </button>
  );
}
