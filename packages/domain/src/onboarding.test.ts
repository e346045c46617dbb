import { describe, expect, it } from 'vitest';
import {
  CONTACT_SOURCES,
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  GENDERS,
  ONBOARDING_NUMBERS,
  onboardingAnswerProblem,
  onboardingSteps,
  resumeStep,
  SPEC_STEP_NAMES,
  type OnboardingStep,
} from './onboarding';

describe('the spec’s onboarding (002 §9)', () => {
  it('"Steps: Gender, InterestPicker, UseCase, LoadingStep, AppInstall", in that order', () => {
    expect(onboardingSteps(true).map((s) => SPEC_STEP_NAMES[s])).toEqual([
      'Gender',
      'InterestPicker',
      'UseCase',
      'LoadingStep',
      'AppInstall',
    ]);
  });
  it('"Genders: female, male, unspecified"; "Default locale en-US, default country US"', () => {
    expect(GENDERS).toEqual(['female', 'male', 'unspecified']);
    expect([DEFAULT_LOCALE, DEFAULT_COUNTRY]).toEqual(['en-US', 'US']);
  });
  it('"Three numbers 3, 3 and 5000 appear"', () => {
    expect(Object.values(ONBOARDING_NUMBERS)).toEqual([3, 3, 5000]);
  });
  it('req 000-3.31: the contact sources, onboarding’s own among them as nux', () => {
    expect(CONTACT_SOURCES).toEqual([
      'registration',
      'settings',
      'google_people_api',
      'holistic_profile_prompt',
      'in_app_birthday_prompt',
      'fix_email_prompt',
      'nux',
      'business_hub',
      'unknown',
    ]);
  });
});

describe('onboardingSteps: app install on phones only (issue 16)', () => {
  it.each([
    [true, ['gender', 'interests', 'use_case', 'loading', 'app_install']],
    [false, ['gender', 'interests', 'use_case', 'loading']],
  ])('phone %s', (phone, steps) => {
    expect(onboardingSteps(phone)).toEqual(steps);
  });
});

describe('resumeStep: the flow resumes at the first step neither done nor skipped', () => {
  const cases: [string, OnboardingStep[], boolean, OnboardingStep | null][] = [
    ['nothing yet', [], false, 'gender'],
    ['gender answered', ['gender'], false, 'interests'],
    ['a later step done, an earlier one not', ['interests'], false, 'gender'],
    [
      'all but the phone’s step, on a computer',
      ['gender', 'interests', 'use_case', 'loading'],
      false,
      null,
    ],
    [
      'all but the phone’s step, on a phone',
      ['gender', 'interests', 'use_case', 'loading'],
      true,
      'app_install',
    ],
    ['everything', ['gender', 'interests', 'use_case', 'loading', 'app_install'], true, null],
  ];
  it.each(cases)('%s', (_, finished, phone, next) => {
    expect(resumeStep(new Set(finished), phone)).toBe(next);
  });
});

describe('onboardingAnswerProblem: what each step needs, unless skipped', () => {
  const cases: [string, OnboardingStep, Parameters<typeof onboardingAnswerProblem>[1], boolean][] =
    [
      ['a gender', 'gender', { skip: false, gender: 'unspecified', interestsFollowed: 0 }, true],
      ['no gender', 'gender', { skip: false, interestsFollowed: 0 }, false],
      ['no gender, skipped', 'gender', { skip: true, interestsFollowed: 0 }, true],
      ['3 interests followed', 'interests', { skip: false, interestsFollowed: 3 }, true],
      ['2 interests followed', 'interests', { skip: false, interestsFollowed: 2 }, false],
      ['2 interests, skipped', 'interests', { skip: true, interestsFollowed: 2 }, true],
      ['one use case', 'use_case', { skip: false, useCases: ['shop'], interestsFollowed: 0 }, true],
      [
        'three use cases',
        'use_case',
        { skip: false, useCases: ['shop', 'cook', 'plan_projects'], interestsFollowed: 0 },
        true,
      ],
      [
        'four use cases',
        'use_case',
        {
          skip: false,
          useCases: ['shop', 'cook', 'plan_projects', 'discover_ideas'],
          interestsFollowed: 0,
        },
        false,
      ],
      ['no use case', 'use_case', { skip: false, useCases: [], interestsFollowed: 0 }, false],
      ['the loading step', 'loading', { skip: false, interestsFollowed: 0 }, true],
      ['app install', 'app_install', { skip: false, interestsFollowed: 0 }, true],
    ];
  it.each(cases)('%s', (_, step, answer, ok) => {
    const problem = onboardingAnswerProblem(step, answer);
    expect(problem === null).toBe(ok);
    if (problem) expect(problem).toMatch(/^\w+: /);
  });
});
