import { useT } from '../../lib/i18n';
import { useEffect, useId, useRef } from 'react';

/**
 * docs/spec/editor.md video modal. The "video" is our own animated SVG walkthrough (no external video host,
 * works offline, respects reduced motion): write prompts, save, share, play.
 */
export function ExplainerModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="modal-head">
          <h2 id={titleId}>{t('editor.video.title')}</h2>
          <button
            ref={closeRef}
            type="button"
            className="btn btn-small btn-ghost"
            onClick={onClose}
          >
            {t('editor.video.close')}
          </button>
        </div>
        <ExplainerAnimation />
        <ol className="explainer-captions">
          <li>{t('editor.video.step1')}</li>
          <li>{t('editor.video.step2')}</li>
          <li>{t('editor.video.step3')}</li>
          <li>{t('editor.video.step4')}</li>
        </ol>
      </div>
    </div>
  );
}

/** The link the animation's share scene shows: an address, the same in every language. */
const EXAMPLE_LINK = 'partydojo.app/game/…';

function ExplainerAnimation() {
  const t = useT();
  return (
    <svg
      className="explainer"
      viewBox="0 0 320 200"
      role="img"
      aria-label={t('editor.video.label')}
    >
      <defs>
        <clipPath id="explainer-typing">
          <rect className="typing" x="70" y="70" height="20" width="180" />
        </clipPath>
      </defs>
      <g className="scene scene-1">
        <rect x="60" y="40" width="200" height="120" rx="14" fill="#2f1e58" />
        <text x="75" y="62" fill="#cdbfe8" fontSize="11">
          {t('editor.video.prompt')}
        </text>
        <rect x="70" y="70" width="180" height="22" rx="6" fill="#1b1035" />
        <text x="76" y="85" fill="#fff8ec" fontSize="12" clipPath="url(#explainer-typing)">
          {t('editor.video.typing')}
        </text>
        <rect x="70" y="104" width="180" height="22" rx="6" fill="#1b1035" />
        <text x="160" y="186" textAnchor="middle" fill="#ffc94a" fontSize="13" fontWeight="700">
          {t('editor.video.write')}
        </text>
      </g>
      <g className="scene scene-2">
        <rect x="95" y="50" width="130" height="90" rx="14" fill="#2f1e58" />
        <circle className="pulse" cx="160" cy="95" r="26" fill="#2ad4c0" />
        <path
          d="M148 95l8 8 16-16"
          stroke="#1b1035"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
        <text x="160" y="186" textAnchor="middle" fill="#ffc94a" fontSize="13" fontWeight="700">
          {t('editor.video.save')}
        </text>
      </g>
      <g className="scene scene-3">
        <rect x="50" y="60" width="130" height="26" rx="13" fill="#2f1e58" />
        <text x="62" y="78" fill="#cdbfe8" fontSize="11">
          {EXAMPLE_LINK}
        </text>
        <rect x="200" y="40" width="80" height="80" rx="8" fill="#fff" />
        <g fill="#1b1035">
          <rect x="208" y="48" width="20" height="20" />
          <rect x="252" y="48" width="20" height="20" />
          <rect x="208" y="92" width="20" height="20" />
          <rect x="236" y="72" width="8" height="8" />
          <rect x="252" y="96" width="12" height="12" />
        </g>
        <text x="160" y="186" textAnchor="middle" fill="#ffc94a" fontSize="13" fontWeight="700">
          {t('editor.video.share')}
        </text>
      </g>
      <g className="scene scene-4">
        <rect x="80" y="30" width="160" height="120" rx="20" fill="#ff4f8b" />
        <text x="160" y="86" textAnchor="middle" fill="#fff" fontSize="15" fontWeight="800">
          {t('editor.video.card1')}
        </text>
        <text x="160" y="106" textAnchor="middle" fill="#fff" fontSize="15" fontWeight="800">
          {t('editor.video.card2')}
        </text>
        <text x="160" y="186" textAnchor="middle" fill="#ffc94a" fontSize="13" fontWeight="700">
          {t('editor.video.play')}
        </text>
      </g>
    </svg>
  );
}
