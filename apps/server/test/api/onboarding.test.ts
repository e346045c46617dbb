// Onboarding after sign-up (issue 16: "the spec's steps (gender, interests picked from real
// topics with their cover images, use case, app install on mobile), skippable and resumable;
// the chosen interests are followed, so the first home feed is already personal"; spec 002 §9),
// on both engines:
// - a new person starts at Gender; a computer has four steps, a phone five (AppInstall);
// - each answer or skip moves the flow on, and it resumes where it was left;
// - the interest step needs 3 followed interests (followed through InterestFollowResource),
//   and the followed topics' pins are then in the person's home feed;
// - a wrong answer is invalid_parameters naming the field; signed out is unauthorized.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { createInterest, tag } from './discovery-fixtures';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';
import { clientFor, data, errorCode } from './saving-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Onboarding {
  steps: string[];
  next_step: string | null;
  finished_steps: string[];
  gender: string | null;
  use_cases: string[];
  interests_followed: number;
}

const state = async (api: ApiClient) =>
  data(await api.get('UserOnboardingResource', {})) as Onboarding;
const answer = (api: ApiClient, options: Record<string, unknown>) =>
  api.post('UserOnboardingResource', 'update', options);

describe('UserOnboardingResource', () => {
  it('starts at Gender; four steps on a computer, AppInstall too on a phone', async () => {
    const person = await clientFor(server, await createUser(server.ctx));
    expect(await state(person)).toEqual({
      steps: ['gender', 'interests', 'use_case', 'loading'],
      next_step: 'gender',
      finished_steps: [],
      gender: null,
      use_cases: [],
      interests_followed: 0,
    });
    const data = encodeURIComponent(JSON.stringify({ options: {} }));
    const onPhone = await person.request(
      'GET',
      `/resource/UserOnboardingResource/get/?data=${data}`,
      undefined,
      { 'user-agent': IPHONE },
    );
    expect(onPhone.body.resource_response.data).toMatchObject({
      steps: ['gender', 'interests', 'use_case', 'loading', 'app_install'],
    });
  });

  it('moves on with each answer or skip, resumes where it was left, and ends', async () => {
    const person = await clientFor(server, await createUser(server.ctx));
    const afterGender = data(await answer(person, { step: 'gender', gender: 'unspecified' }));
    expect(afterGender).toMatchObject({ next_step: 'interests', gender: 'unspecified' });
    // Left here: the next visit resumes at the interests.
    expect((await state(person)).next_step).toBe('interests');
    await answer(person, { step: 'interests', skip: true });
    const afterUseCase = data(
      await answer(person, { step: 'use_case', use_cases: ['cook', 'shop', 'cook'] }),
    );
    expect(afterUseCase).toMatchObject({ next_step: 'loading', use_cases: ['shop', 'cook'] });
    const done = data(await answer(person, { step: 'loading' })) as Onboarding;
    expect(done.next_step).toBeNull();
    expect(done.finished_steps).toEqual(['gender', 'interests', 'use_case', 'loading']);
  });

  it('needs 3 followed interests for the picker, and their topics fill the home feed', async () => {
    const user = await createUser(server.ctx);
    const person = await clientFor(server, user);
    const creator = await createUser(server.ctx);
    const board = await createBoard(server.ctx, creator.id, { name: 'Ideas' });
    const topics = await Promise.all(
      ['Sourdough', 'Pottery', 'Trail running'].map((name) => createInterest(server.ctx, name)),
    );
    const pin = await createPin(server.ctx, board, creator.id, { title: 'Crumb' });
    await tag(server.ctx, pin, topics[0]!);
    for (const topic of topics.slice(0, 2)) {
      await person.post('InterestFollowResource', 'create', { interest_id: topic.id });
    }
    const tooFew = await answer(person, { step: 'interests' });
    expect(errorCode(tooFew)).toBe('invalid_parameters');
    expect(tooFew.body.resource_response.error?.message).toMatch(/^interests: follow at least 3/);
    await person.post('InterestFollowResource', 'create', { interest_id: topics[2]!.id });
    const enough = data(await answer(person, { step: 'interests' })) as Onboarding;
    expect(enough).toMatchObject({ next_step: 'gender', interests_followed: 3 });
    const home = data(await person.get('UserHomefeedResource', {})) as { id: string }[];
    expect(home.map((p) => p.id)).toContain(pin);
  });

  it('refuses a wrong answer naming the field, and signed out', async () => {
    const person = await clientFor(server, await createUser(server.ctx));
    expect(
      (await answer(person, { step: 'gender' })).body.resource_response.error?.message,
    ).toMatch(/^gender:/);
    const badGender = await answer(person, { step: 'gender', gender: 'robot' });
    expect(badGender.body.resource_response.error?.message).toMatch(/^gender:/);
    const four = await answer(person, {
      step: 'use_case',
      use_cases: ['shop', 'cook', 'plan_projects', 'discover_ideas'],
    });
    expect(four.body.resource_response.error?.message).toMatch(/^use_cases:/);
    const badStep = await answer(person, { step: 'birthday' });
    expect(badStep.body.resource_response.error?.message).toMatch(/^step:/);
    expect((await state(person)).finished_steps).toEqual([]);
    const visitor = new ApiClient(server.app);
    expect(errorCode(await visitor.get('UserOnboardingResource', {}))).toBe('unauthorized');
    expect(errorCode(await answer(visitor, { step: 'loading' }))).toBe('unauthorized');
  });
});
