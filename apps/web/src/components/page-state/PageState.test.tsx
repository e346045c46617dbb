// "Errors say it once" (issue 13): the server's message for its own failure is the error page's
// title, word for word; the page then says the title once and what to do under it.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, ERROR_PAGE } from '@corkboard/domain';
import { ErrorView } from './PageState';

const count = (html: string, text: string) => html.split(text.replace(/'/g, '&#x27;')).length - 1;

describe('ErrorView', () => {
  it.each([
    ['the server failed on its end', API_ERRORS.internal, ERROR_PAGE.body],
    ['no message', undefined, ERROR_PAGE.body],
    ['a message of its own', 'That board is secret now.', 'That board is secret now.'],
  ])('%s: the title once, then the line to read', (_case, message, line) => {
    const html = renderToString(<ErrorView message={message} />);
    expect(count(html, ERROR_PAGE.title)).toBe(1);
    expect(count(html, line)).toBe(1);
  });
});
