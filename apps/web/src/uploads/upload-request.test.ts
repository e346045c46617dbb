import { describe, expect, it } from 'vitest';
import { envelopeMessage, uploadForm } from './upload-request';

describe('the upload POST body (docs/API.md §3: every upload_parameters field plus the file part)', () => {
  it('carries every parameter, then the file', async () => {
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    const form = uploadForm({ key: 'uploads/1', token: 't0k' }, file, 'soup.png');
    expect([...form.keys()]).toEqual(['key', 'token', 'file']);
    expect(form.get('key')).toBe('uploads/1');
    expect(form.get('token')).toBe('t0k');
    const sent = form.get('file') as File;
    expect(sent.name).toBe('soup.png');
    expect(await sent.text()).toBe('png-bytes');
  });
});

describe('the message of an upload failure', () => {
  it.each<[string, string, string | null]>([
    [
      'an error envelope',
      JSON.stringify({
        resource_response: {
          status: 'failure',
          error: { message: 'That image is too large.', code: 'payload_too_large' },
        },
      }),
      'That image is too large.',
    ],
    ['a success envelope', JSON.stringify({ resource_response: { status: 'success' } }), null],
    ['not JSON', '<html>Bad gateway</html>', null],
    ['empty', '', null],
  ])('%s', (_case, body, message) => {
    expect(envelopeMessage(body)).toBe(message);
  });
});
