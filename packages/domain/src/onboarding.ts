// Onboarding after sign-up (spec 002 §9, issue 16 "Onboarding"): "Steps: Gender, InterestPicker,
// UseCase, LoadingStep, AppInstall. Genders: female, male, unspecified. Default locale en-US,
// default country US. Three numbers 3, 3 and 5000 appear (meanings not shown)." Decided here
// (the spec is silent): interests need at least 3 picks, use cases at most 3, and the loading
// step waits at most 5000 ms for the first home feed. App install is shown on phones only
// (issue 16: "app install on mobile"); every step can be skipped, and the flow resumes at the
// first step neither done nor skipped.

/** Our step ids, in the spec's order, with the spec's names. */
export const ONBOARDING_STEPS = [
  'gender',
  'interests',
  'use_case',
  'loading',
  'app_install',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const SPEC_STEP_NAMES: Record<OnboardingStep, string> = {
  gender: 'Gender',
  interests: 'InterestPicker',
  use_case: 'UseCase',
  loading: 'LoadingStep',
  app_install: 'AppInstall',
};

export const GENDERS = ['female', 'male', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];

export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_COUNTRY = 'US';

/** The spec's "3, 3 and 5000", as read here. */
export const ONBOARDING_NUMBERS = {
  /** Interests a person picks before Next is offered (fewer: Skip). */
  minInterests: 3,
  /** Use cases a person may pick at most. */
  maxUseCases: 3,
  /** The longest the loading step waits for the first home feed. */
  loadingMaxMs: 5000,
} as const;

/** What a person may say they come for (the UseCase step). */
export const USE_CASES = [
  'discover_ideas',
  'plan_projects',
  'shop',
  'cook',
  'organise_ideas',
] as const;
export type UseCase = (typeof USE_CASES)[number];

/**
 * Where a piece of a person's contact data came from (spec 000 §3, req 000-3.31: "registration,
 * settings, google_people_api, holistic_profile_prompt, in_app_birthday_prompt,
 * fix_email_prompt, nux, business_hub, unknown"). Onboarding's answers are `nux`.
 */
export const CONTACT_SOURCES = [
  'registration',
  'settings',
  'google_people_api',
  'holistic_profile_prompt',
  'in_app_birthday_prompt',
  'fix_email_prompt',
  'nux',
  'business_hub',
  'unknown',
] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** The steps this device shows, in order. */
export function onboardingSteps(phone: boolean): OnboardingStep[] {
  return ONBOARDING_STEPS.filter((step) => step !== 'app_install' || phone);
}

/** Where the flow resumes: the first of this device's steps not yet done or skipped; null when none is left. */
export function resumeStep(
  finished: ReadonlySet<OnboardingStep>,
  phone: boolean,
): OnboardingStep | null {
  return onboardingSteps(phone).find((step) => !finished.has(step)) ?? null;
}

/**
 * What a step's answer must hold (null: acceptable). A skipped step needs none; `interests`
 * counts the interests the person follows now (the picker follows them as they are picked).
 */
export function onboardingAnswerProblem(
  step: OnboardingStep,
  answer: {
    skip: boolean;
    gender?: Gender | undefined;
    useCases?: readonly UseCase[] | undefined;
    interestsFollowed: number;
  },
): string | null {
  if (answer.skip) return null;
  switch (step) {
    case 'gender':
      return answer.gender ? null : 'gender: choose one, or skip';
    case 'interests':
      return answer.interestsFollowed >= ONBOARDING_NUMBERS.minInterests
        ? null
        : `interests: follow at least ${ONBOARDING_NUMBERS.minInterests} topics, or skip`;
    case 'use_case': {
      const n = answer.useCases?.length ?? 0;
      return n >= 1 && n <= ONBOARDING_NUMBERS.maxUseCases
        ? null
        : `use_cases: choose 1 to ${ONBOARDING_NUMBERS.maxUseCases}, or skip`;
    }
    case 'loading':
    case 'app_install':
      return null;
  }
}
