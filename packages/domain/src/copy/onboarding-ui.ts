// Onboarding after sign-up (issue 16; spec 002 §9), alone in its module: only the onboarding
// page's chunk reads it.
import type { Gender, UseCase } from '../onboarding';

export const ONBOARDING = {
  title: 'Welcome to Corkboard',
  next: 'Next',
  skip: 'Skip',
  failed: 'That didn’t work. Try again.',
  logIn: 'Log in to set up your home feed.',
  genderTitle: 'How do you identify?',
  genderHelp: 'It helps us choose ideas for you. It never shows on your profile.',
  interestsTitle: 'What are you interested in?',
  useCaseTitle: 'What brings you to Corkboard?',
  useCaseHelp: 'Choose up to 3.',
  loadingTitle: 'Building your home feed…',
  appTitle: 'Put Corkboard on your home screen',
  appHelp: 'Open it like an app, straight from your home screen, even on a slow connection.',
  install: 'Add to home screen',
  installHint: 'In your browser’s menu, choose “Add to Home Screen”.',
  notNow: 'Not now',
} as const;

export const GENDER_TEXT: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  unspecified: 'Prefer not to say',
};

export const USE_CASE_TEXT: Record<UseCase, string> = {
  discover_ideas: 'Discover new ideas',
  plan_projects: 'Plan a project',
  shop: 'Shop for things I love',
  cook: 'Find recipes to cook',
  organise_ideas: 'Keep my ideas organised',
};

/** "Step 2 of 4". */
export function onboardingStepOf(index: number, count: number): string {
  return `Step ${index} of ${count}`;
}

/** Under the interest picker: how many more to pick, then how many are picked. */
export function interestsPicked(picked: number, min: number): string {
  return picked >= min ? `${picked} picked` : `Pick ${min - picked} more`;
}
