// A person's onboarding answers (issue 16; migration 0017), read and written whole.
import {
  GENDERS,
  ONBOARDING_STEPS,
  USE_CASES,
  type Gender,
  type OnboardingStep,
  type UseCase,
} from '@corkboard/domain';
import type { Kysely } from 'kysely';
import type { Database } from './schema/database';

export interface OnboardingRecord {
  finished: OnboardingStep[];
  gender: Gender | null;
  useCases: UseCase[];
}

/** A stored JSON list, keeping only the values `known` names (a row written by hand stays readable). */
function listOf<T extends string>(text: string | null, known: readonly T[]): T[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? known.filter((value) => parsed.includes(value)) : [];
  } catch {
    return [];
  }
}

export function onboardingStore(db: Kysely<Database>) {
  return {
    async get(userId: string): Promise<OnboardingRecord> {
      const row = await db
        .selectFrom('user_onboarding')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return {
        finished: listOf(row?.finished_steps ?? null, ONBOARDING_STEPS),
        gender: GENDERS.find((g) => g === row?.gender) ?? null,
        useCases: listOf(row?.use_cases ?? null, USE_CASES),
      };
    },
    async save(userId: string, record: OnboardingRecord, now: number): Promise<void> {
      const values = {
        finished_steps: JSON.stringify(record.finished),
        gender: record.gender,
        gender_source: record.gender ? 'nux' : null,
        use_cases: JSON.stringify(record.useCases),
        updated_at: now,
      };
      await db
        .insertInto('user_onboarding')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },
  };
}
