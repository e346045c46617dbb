// Onboarding after sign-up (issue 16; spec 002 §9; docs/API.md "Sessions and users").
import { GENDERS, ONBOARDING_NUMBERS, ONBOARDING_STEPS, USE_CASES } from '@corkboard/domain';
import { z } from 'zod';
import { tracking } from './common';
import { component } from './components';

const step = z.enum(ONBOARDING_STEPS);

export const onboardingSchemas = {
  UserOnboardingResource: {
    get: z.strictObject({ ...tracking }),
    update: z.strictObject({
      step,
      skip: z.boolean().optional().describe('Skips the step: no answer needed.'),
      gender: z.enum(GENDERS).optional().describe('The gender step’s answer.'),
      use_cases: z
        .array(z.enum(USE_CASES))
        .max(ONBOARDING_NUMBERS.maxUseCases)
        .optional()
        .describe('The use case step’s answer.'),
      ...tracking,
    }),
  },
} as const;

export const OnboardingSchema = component(
  'Onboarding',
  z
    .strictObject({
      steps: z.array(step).describe('The steps of this device, in order (app_install on phones).'),
      next_step: step.nullable().describe('Where the flow resumes; null when it is over.'),
      finished_steps: z.array(step).describe('Steps done or skipped.'),
      gender: z.enum(GENDERS).nullable(),
      use_cases: z.array(z.enum(USE_CASES)),
      interests_followed: z.number().int().describe('Interests the person follows now.'),
    })
    .describe("The signed-in person's onboarding."),
);
export type Onboarding = z.output<typeof OnboardingSchema>;
