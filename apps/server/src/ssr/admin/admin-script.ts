// The operator console's one script (run under the page's nonce): every form posts to the
// resource API like any client, with the CSRF header and the JSON envelope, then reloads the
// page; a refusal shows the server's message in the form. The "test a link" form reads instead.
export const ADMIN_SCRIPT = `
(() => {
  const csrf = () => (document.cookie.match(/(?:^|; )csrftoken=([^;]*)/) || [])[1] || '';
  // Fields say how they travel: data-number as a number, data-json parsed (a mistake is shown
  // before anything is sent), data-iso a local date and time as ISO 8601 (empty: none).
  const optionsOf = (form) => {
    const options = {};
    for (const [name, value] of new FormData(form)) {
      const field = form.elements[name]?.dataset || {};
      if (value === '' && field.optional !== undefined) continue;
      if (field.number !== undefined) options[name] = Number(value);
      else if (field.json !== undefined) options[name] = value.trim() === '' ? undefined : JSON.parse(value);
      else if (field.iso !== undefined) options[name] = value ? new Date(value).toISOString() : null;
      else options[name] = value;
    }
    return options;
  };
  const show = (form, text) => {
    const out = form.querySelector('[data-out]');
    if (out) out.textContent = text;
  };
  document.addEventListener('submit', async (event) => {
    const form = event.target.closest('form[data-resource]');
    if (!form) return;
    event.preventDefault();
    const submitter = event.submitter;
    if (submitter && submitter.dataset.confirm && !window.confirm(submitter.dataset.confirm)) return;
    let options;
    try {
      options = optionsOf(form);
    } catch (error) {
      return show(form, form.dataset.failed + ' ' + error.message);
    }
    if (submitter && submitter.dataset.only) {
      const keep = submitter.dataset.only.split(',');
      options = Object.fromEntries(Object.entries(options).filter(([k]) => keep.includes(k)));
    }
    if (submitter && submitter.name) {
      options[submitter.name] = submitter.dataset.number !== undefined ? Number(submitter.value) : submitter.value;
    }
    const name = form.dataset.resource;
    const action = (submitter && submitter.dataset.action) || form.dataset.action;
    try {
      const res = action === 'get'
        ? await fetch('/resource/' + name + '/get/?data=' + encodeURIComponent(JSON.stringify({ options })))
        : await fetch('/resource/' + name + '/' + action + '/', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf() },
            body: JSON.stringify({ options }),
          });
      const body = await res.json();
      const answer = body.resource_response;
      if (answer.status !== 'success') return show(form, form.dataset.failed + ' ' + answer.message);
      if (action === 'get') {
        const d = answer.data;
        return show(form, d.redirect_status + (d.message ? ': ' + d.message : '') +
          ' (' + form.dataset.decided + ' ' + (d.rule ? d.rule.match + ' ' + d.rule.value + (d.rule.source ? ', ' + d.rule.source : '') : form.dataset.norule) + ')');
      }
      window.location.reload();
    } catch (error) {
      show(form, form.dataset.failed + ' ' + error);
    }
  });
})();
`;
