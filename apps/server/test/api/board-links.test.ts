// The app's board links by id (spec 002 §2.1: /board/{id}/edit/, /board/{id}/edit/collaborators/,
// /board/{id}/edit/add_collaborators/, /boardsection/{id}/edit/), on both engines: each is a
// redirect to the board's own page, naming the dialog it opens (`?dialog=edit|collaborators`),
// or to the section's page; a board the viewer may not see, an unknown or malformed id is a 404
// that says nothing of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createBoard } from './factories';
import { startTestServer, type TestServer } from './harness';
import { createSection, signedInPerson } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('board links by id', () => {
  it('lead to the board page with the dialog to open, or to the section', async () => {
    const ada = await signedInPerson(server, 'Ada');
    const board = await createBoard(server.ctx, ada.id, { name: 'Porches', slug: 'porches' });
    const sectionId = await createSection(server.ctx, board.id, 'Front');
    const section = await server.ctx.stores.boards.sectionById(sectionId);
    const base = `/${ada.username}/porches/`;
    for (const [path, location] of [
      [`/board/${board.id}/edit/`, `${base}?dialog=edit`],
      [`/board/${board.id}/edit/collaborators/`, `${base}?dialog=collaborators`],
      [`/board/${board.id}/edit/add_collaborators/`, `${base}?dialog=collaborators`],
      [`/boardsection/${sectionId}/edit/`, `${base}${section!.slug}/`],
    ]) {
      const res = await ada.api.request('GET', path!);
      expect(res.status, path).toBe(302);
      expect(res.headers.location, path).toBe(location);
    }
  });

  it('a secret board is a 404 to anyone outside it, as is an unknown or malformed id', async () => {
    const ada = await signedInPerson(server, 'Ada');
    const bob = await signedInPerson(server, 'Bob');
    const secret = await createBoard(server.ctx, ada.id, { name: 'Plans', privacy: 'secret' });
    const sectionId = await createSection(server.ctx, secret.id, 'Hidden');
    expect((await ada.api.request('GET', `/board/${secret.id}/edit/`)).status).toBe(302);
    for (const api of [bob.api, new ApiClient(server.app)]) {
      expect((await api.request('GET', `/board/${secret.id}/edit/`)).status).toBe(404);
      expect((await api.request('GET', `/boardsection/${sectionId}/edit/`)).status).toBe(404);
    }
    expect((await ada.api.request('GET', '/board/999999999/edit/')).status).toBe(404);
    expect((await ada.api.request('GET', '/board/not-an-id/edit/')).status).toBe(404);
  });
});
