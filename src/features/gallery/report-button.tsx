import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n';
import { useEffect, useId, useState } from 'react';
import { PACK_REPORT_REASONS, type PackReportReason } from '../../../sync';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useActiveUserId } from '../../db';
import { useOnline } from '../../lib/online';
import {
  hiddenOwnPacksKv,
  refreshHiddenOwnPacks,
  REPORT_NOTE_CHARS,
  REPORT_REASON_LABELS,
  reportedPacksKv,
  reportPack,
} from './reports';
import './report.css';

/**
 * "Report this pack" for someone else's published pack: a reason from a short list and an optional
 * note, sent through the outbox (so it works offline too). Reports come from accounts, so one
 * person counts once; signed out, the button leads to sign-in.
 */
export function ReportPackButton({
  packId,
  packName,
  compact = false,
}: {
  packId: string;
  packName: string;
  compact?: boolean;
}) {
  const userId = useActiveUserId();
  const reported = reportedPacksKv.use()[packId];
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<PackReportReason | null>(null);
  const [note, setNote] = useState('');
  const [failed, setFailed] = useState(false);
  const noteId = useId();
  const className = compact ? 'report-link' : 'btn btn-ghost btn-small';
  const t = useT();

  if (reported) {
    return (
      <span className={compact ? 'report-done report-done-compact' : 'report-done'} role="status">
        {t('report.done')}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={compact ? t('report.named', { name: packName }) : undefined}
        onClick={() => setOpen(true)}
      >
        {t('report.button')}
      </button>
      {open && !userId && (
        <ConfirmDialog
          title={t('report.signInTitle')}
          confirmLabel={t('report.ok')}
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        >
          <p>
            {t('report.signInWhy')}{' '}
            <Link to="/sign-in" search={{ redirect: `/game/${packId}` }}>
              {t('report.signIn')}
            </Link>{' '}
            {t('report.signInThen', { name: packName })}
          </p>
        </ConfirmDialog>
      )}
      {open && userId && (
        <ConfirmDialog
          title={t('report.named', { name: packName })}
          confirmLabel={t('report.send')}
          confirmDisabled={reason === null}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            if (!reason) return;
            setFailed(false);
            reportPack(packId, reason, note).then(
              () => setOpen(false),
              () => setFailed(true),
            );
          }}
        >
          <fieldset className="report-reasons">
            <legend>{t('report.what')}</legend>
            {PACK_REPORT_REASONS.map((option) => (
              <label key={option} className="report-reason">
                <input
                  type="radio"
                  name={`${noteId}-reason`}
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                />
                {t(REPORT_REASON_LABELS[option])}
              </label>
            ))}
          </fieldset>
          <label htmlFor={noteId} className="report-note-label">
            {t('report.note')}
          </label>
          <textarea
            id={noteId}
            className="report-note"
            rows={3}
            maxLength={REPORT_NOTE_CHARS}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p className="report-hint">{t('report.hint')}</p>
          {failed && (
            <p className="alert" role="alert">
              {t('report.failed')}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Tells the owner that their pack is out of the gallery pending review. */
export function HiddenPackNotice({ packId }: { packId: string }) {
  const userId = useActiveUserId();
  const online = useOnline();
  const hidden = hiddenOwnPacksKv.use().includes(packId);
  const t = useT();
  useEffect(() => {
    if (userId && online) void refreshHiddenOwnPacks();
  }, [userId, online, packId]);
  if (!userId || !hidden) return null;
  return (
    <p className="report-hidden-notice" role="status" data-testid="hidden-notice">
      {t('report.hidden')}
    </p>
  );
}
