// --- The report and hide dialogs (issue 13; our wording, after Pinterest's dialogs): each
// reason's label and the line under it. Their own module, loaded with the dialogs.
import type { HideChoice, ReportReason } from '../discovery/feedback-reasons';

export const REPORT_DIALOG = {
  title: 'Report Pin',
  question: 'Why are you reporting this Pin?',
  submit: 'Report',
  thanksTitle: 'Thanks for letting us know',
  thanksBody:
    "We'll review this Pin against our community guidelines. You won't see it in your feeds anymore.",
  pickOne: 'Choose a reason.',
} as const;

export const REPORT_REASON_TEXT: Readonly<Record<ReportReason, { label: string; detail: string }>> =
  {
    spam: { label: 'Spam', detail: 'Misleading or repetitive posts' },
    nudity: { label: 'Nudity or pornography', detail: 'Sexually explicit content' },
    self_harm: { label: 'Self-harm', detail: 'Eating disorders, cutting, suicide' },
    misinformation: {
      label: 'Misinformation',
      detail: 'Health, climate or voting misinformation, conspiracies',
    },
    hateful: { label: 'Hateful activities', detail: 'Prejudice, stereotypes, slurs' },
    dangerous_goods: { label: 'Dangerous goods', detail: 'Drugs, weapons, regulated products' },
    harassment: { label: 'Harassment or bullying', detail: 'Insults, threats, shaming' },
    violence: { label: 'Graphic violence', detail: 'Violent images or the promotion of violence' },
    intellectual_property: {
      label: 'My intellectual property',
      detail: 'Copyright or trademark infringement',
    },
    other: { label: 'Something else', detail: 'Anything not listed above' },
  };

export const HIDE_DIALOG = {
  title: 'Hide Pin',
  question: 'Why are you hiding this Pin?',
} as const;

export const HIDE_CHOICE_TEXT: Readonly<Record<HideChoice, string>> = {
  not_relevant: 'Not relevant to me',
  not_my_taste: "I don't like it",
  seen_too_often: "I've seen it too many times",
  low_quality: 'Low quality',
  report: 'It goes against the community guidelines',
};
