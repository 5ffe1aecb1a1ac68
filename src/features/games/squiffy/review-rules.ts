// The Squiffy review form's rules, pure: what must be chosen, how long a comment may be, and the
// words the page shows for each case.

/** The longest comment a review takes (the server's feedback limit is far higher). */
export const COMMENT_MAX = 500;

export interface ReviewDraft {
  positive: boolean | null;
  comment: string;
}

export type ReviewCheck =
  | { ok: true; positive: boolean; comment: string }
  | { ok: false; field: 'thumb' | 'comment'; message: string };

export const REVIEW_MESSAGES = {
  noThumb: 'Choose thumbs up or thumbs down first.',
  tooLong: (length: number) =>
    `Keep the comment to ${COMMENT_MAX} characters: it has ${length.toLocaleString('en-US')}.`,
} as const;

/** Checks a review before it is stored; the comment is optional and sent trimmed. */
export function checkReview(draft: ReviewDraft): ReviewCheck {
  if (draft.positive === null)
    return { ok: false, field: 'thumb', message: REVIEW_MESSAGES.noThumb };
  const comment = draft.comment.trim();
  if (comment.length > COMMENT_MAX)
    return { ok: false, field: 'comment', message: REVIEW_MESSAGES.tooLong(comment.length) };
  return { ok: true, positive: draft.positive, comment };
}

/** "0 / 500": the counter under the comment box. */
export function counterText(comment: string): string {
  return `${comment.length} / ${COMMENT_MAX}`;
}
