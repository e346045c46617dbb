// /survey/{experience_id}/ (issue 15): the product's own survey page, shown in a survey
// experience's frame. It tells its parent it has loaded, and that it is finished once the
// answer is stored in the client event log (a 0–10 rating and a comment). Only this site may
// frame it; it speaks only to this site's origin (the parent checks the sender too).
import { CLIENT_EVENT, SURVEY_UI, type Theme } from '@corkboard/domain';
import { escapeHtml as e, plainPage, plainPageHeaders } from './plain-page';

const STYLE =
  'main{margin-top:16px;max-width:520px}fieldset{border:0;padding:0;margin:0 0 16px}' +
  '.scale{display:flex;gap:4px;justify-content:center;flex-wrap:wrap}' +
  '.scale label{display:flex;flex-direction:column;align-items:center;font-size:13px;min-width:28px}' +
  '.ends{display:flex;justify-content:space-between;font-size:13px;color:var(--muted)}' +
  'textarea{width:100%;font:inherit;border:1px solid var(--border);border-radius:12px;padding:8px;background:inherit;color:inherit}';

const script = (experienceId: string) => `
(() => {
  const origin = window.location.origin;
  const tell = (type) => window.parent !== window && window.parent.postMessage({ type }, origin);
  const csrf = () => (document.cookie.match(/(?:^|; )csrftoken=([^;]*)/) || [])[1] || '';
  const form = document.querySelector('form');
  const out = document.querySelector('output');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const aux = { rating: Number(data.get('rating')) };
    const comment = String(data.get('comment') || '').trim().slice(0, 500);
    if (comment) aux.comment = comment;
    const id = 'survey-' + Date.now().toString(36) + Math.random().toString(36).slice(2, 10);
    try {
      const res = await fetch('/v3/events/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf() },
        body: JSON.stringify({ events: [{ id, event_type: ${CLIENT_EVENT.surveyAnswer}, object_id: ${JSON.stringify(experienceId)}, aux_data: aux }] }),
      });
      if (!res.ok) throw new Error(String(res.status));
      form.hidden = true;
      out.textContent = form.dataset.thanks;
      tell('surveyFinished');
    } catch {
      out.textContent = form.dataset.failed;
    }
  });
  tell('surveyLoaded');
})();
`;

export function surveyPage(experienceId: string, nonce: string, theme?: Theme): string {
  const scale = Array.from(
    { length: 11 },
    (_, i) =>
      `<label><input type="radio" name="rating" value="${i}" required data-testid="survey-rating-${i}">${i}</label>`,
  ).join('');
  return plainPage(
    SURVEY_UI.title,
    `<form data-thanks="${e(SURVEY_UI.thanks)}" data-failed="${e(SURVEY_UI.failed)}">` +
      `<fieldset><legend><h1>${e(SURVEY_UI.question)}</h1></legend><div class="scale">${scale}</div>` +
      `<div class="ends"><span>${e(SURVEY_UI.notLikely)}</span><span>${e(SURVEY_UI.veryLikely)}</span></div></fieldset>` +
      `<p><label>${e(SURVEY_UI.comment)}<textarea name="comment" rows="3" maxlength="500"></textarea></label></p>` +
      `<p><button class="btn red" type="submit" data-testid="survey-send">${e(SURVEY_UI.send)}</button></p></form>` +
      `<output role="status" data-testid="survey-status"></output>`,
    { style: STYLE, script: { nonce, code: script(experienceId) }, ...(theme ? { theme } : {}) },
  );
}

/** The plain page's headers, except that this site may frame it. */
export function surveyPageHeaders(nonce: string): Record<string, string> {
  const headers = plainPageHeaders(nonce);
  return {
    ...headers,
    'Content-Security-Policy': (headers['Content-Security-Policy'] ?? '').replace(
      "frame-ancestors 'none'",
      "frame-ancestors 'self'",
    ),
  };
}
