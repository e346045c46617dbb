/** A person's onboarding (issue 16): JSON lists of steps finished and use cases chosen. */
export interface UserOnboardingTable {
  user_id: number | string;
  finished_steps: string;
  gender: string | null;
  gender_source: string | null;
  use_cases: string | null;
  updated_at: number | string;
}
