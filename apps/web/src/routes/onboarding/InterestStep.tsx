// The InterestPicker step (spec 002 §9): real topics with their cover pictures; a tap follows
// or unfollows one at once (InterestFollowResource), so the first home feed is built from
// them. Next needs ONBOARDING_NUMBERS.minInterests picks; Skip needs none.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { interestsPicked, ONBOARDING, ONBOARDING_NUMBERS } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { interestsQuery } from '../../api/discovery-queries';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { showToast } from '../../saving/overlays';
import { CoverImg } from '../discover/CoverImg';
import type { StepProps } from './OnboardingPage';
import { StepButtons } from './OnboardingSteps';
import '../discover/discover.css';

const TILE_BOX = { width: 160, height: 160 };

export function InterestStep({ answer, busy, state }: StepProps) {
  const topics = useInfiniteQuery(interestsQuery('topics'));
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  if (topics.isPending) return <PageLoading />;
  if (topics.isError)
    return <QueryError error={topics.error} onRetry={() => void topics.refetch()} />;
  const interests = topics.data.pages.flatMap((page) => page.data);
  const chosen = picked ?? new Set(interests.filter((i) => i.followed_by_me).map((i) => i.id));
  // Interests followed elsewhere count as well (the server checks them all).
  const count = Math.max(chosen.size, picked === null ? state.interests_followed : chosen.size);

  async function toggle(id: string) {
    const on = chosen.has(id);
    const after = new Set(chosen);
    if (on) after.delete(id);
    else after.add(id);
    setPicked(after);
    try {
      await postResource('InterestFollowResource', on ? 'delete' : 'create', { interest_id: id });
    } catch {
      setPicked(chosen);
      showToast({ text: ONBOARDING.failed, tone: 'error' });
    }
  }

  const min = ONBOARDING_NUMBERS.minInterests;
  return (
    <>
      <h1>{ONBOARDING.interestsTitle}</h1>
      <p className="onboarding-help" aria-live="polite" data-testid="onboarding-picked">
        {interestsPicked(count, min)}
      </p>
      <ul className="onboarding-interests">
        {interests.map((interest, index) => (
          <li key={interest.id}>
            <button
              type="button"
              className="onboarding-interest"
              aria-pressed={chosen.has(interest.id)}
              onClick={() => void toggle(interest.id)}
              data-testid="onboarding-interest"
            >
              <span className="interest-tile-media" data-empty={interest.images ? undefined : ''}>
                <CoverImg
                  images={interest.images}
                  box={TILE_BOX}
                  eager={index < 9}
                  className="cover-img"
                />
              </span>
              <span className="onboarding-interest-name">{interest.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <StepButtons
        busy={busy}
        canGoOn={count >= min}
        onNext={() => void answer({})}
        onSkip={() => void answer({ skip: true })}
      />
    </>
  );
}
