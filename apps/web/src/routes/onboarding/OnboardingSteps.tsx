// The onboarding steps but the interest picker (InterestStep.tsx): Gender, UseCase, LoadingStep
// and AppInstall (spec 002 §9). Each answers through `answer`, or skips.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  GENDER_TEXT,
  GENDERS,
  ONBOARDING,
  ONBOARDING_NUMBERS,
  USE_CASE_TEXT,
  USE_CASES,
  type Gender,
  type UseCase,
} from '@corkboard/domain';
import { homeFeedQuery } from '../../api/queries';
import { useHydrated } from '../../state/use-hydrated';
import { promptInstall, useInstallOffered } from '../../upsell/install-offer';
import type { StepProps } from './OnboardingPage';

export function StepButtons({
  busy,
  canGoOn,
  onNext,
  onSkip,
  nextLabel = ONBOARDING.next,
  skipLabel = ONBOARDING.skip,
}: {
  busy: boolean;
  canGoOn: boolean;
  onNext: () => void;
  onSkip: () => void;
  nextLabel?: string;
  skipLabel?: string;
}) {
  // Until the client takes over the server's HTML, a tap could not answer (use-hydrated.ts).
  const hydrated = useHydrated();
  const off = busy || !hydrated;
  return (
    <div className="onboarding-buttons">
      <button
        type="button"
        className="btn btn-grey"
        disabled={off}
        onClick={onSkip}
        data-testid="onboarding-skip"
      >
        {skipLabel}
      </button>
      <button
        type="button"
        className="btn btn-red"
        disabled={off || !canGoOn}
        onClick={onNext}
        data-testid="onboarding-next"
      >
        {nextLabel}
      </button>
    </div>
  );
}

export function GenderStep({ answer, busy, state }: StepProps) {
  const [gender, setGender] = useState<Gender | null>(state.gender);
  return (
    <>
      <h1>{ONBOARDING.genderTitle}</h1>
      <p className="onboarding-help">{ONBOARDING.genderHelp}</p>
      <div className="onboarding-choices" role="radiogroup" aria-label={ONBOARDING.genderTitle}>
        {GENDERS.map((g) => (
          <label key={g} className="onboarding-choice">
            <input
              type="radio"
              name="gender"
              value={g}
              checked={gender === g}
              onChange={() => setGender(g)}
            />
            {GENDER_TEXT[g]}
          </label>
        ))}
      </div>
      <StepButtons
        busy={busy}
        canGoOn={gender !== null}
        onNext={() => void answer({ gender: gender ?? undefined })}
        onSkip={() => void answer({ skip: true })}
      />
    </>
  );
}

export function UseCaseStep({ answer, busy, state }: StepProps) {
  const [chosen, setChosen] = useState<UseCase[]>(state.use_cases);
  const full = chosen.length >= ONBOARDING_NUMBERS.maxUseCases;
  return (
    <>
      <h1>{ONBOARDING.useCaseTitle}</h1>
      <p className="onboarding-help">{ONBOARDING.useCaseHelp}</p>
      <div className="onboarding-choices">
        {USE_CASES.map((u) => {
          const on = chosen.includes(u);
          return (
            <label key={u} className="onboarding-choice">
              <input
                type="checkbox"
                name="use_case"
                value={u}
                checked={on}
                disabled={!on && full}
                onChange={() => setChosen(on ? chosen.filter((c) => c !== u) : [...chosen, u])}
              />
              {USE_CASE_TEXT[u]}
            </label>
          );
        })}
      </div>
      <StepButtons
        busy={busy}
        canGoOn={chosen.length > 0}
        onNext={() => void answer({ use_cases: chosen })}
        onSkip={() => void answer({ skip: true })}
      />
    </>
  );
}

/** Loads the first home feed (at most `loadingMaxMs`), then goes on by itself. */
export function LoadingStep({ answer }: StepProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let live = true;
    const loaded = queryClient.prefetchInfiniteQuery(homeFeedQuery()).catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, ONBOARDING_NUMBERS.loadingMaxMs));
    void Promise.race([loaded, waited]).then(() => {
      if (live) void answer({});
    });
    return () => {
      live = false;
    };
    // Once per mount: `answer` changes with every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);
  return (
    <div className="onboarding-loading" role="status">
      <div className="feed-status" />
      <h1>{ONBOARDING.loadingTitle}</h1>
    </div>
  );
}

/** Phones only: the installable web app is Corkboard's app (issue 16, "Mobile web"). */
export function AppInstallStep({ answer, busy }: StepProps) {
  const offered = useInstallOffered();
  return (
    <>
      <h1>{ONBOARDING.appTitle}</h1>
      <p className="onboarding-help">{ONBOARDING.appHelp}</p>
      {offered ? null : <p className="onboarding-help">{ONBOARDING.installHint}</p>}
      <StepButtons
        busy={busy}
        canGoOn
        nextLabel={offered ? ONBOARDING.install : ONBOARDING.next}
        skipLabel={ONBOARDING.notNow}
        onNext={() => {
          void promptInstall();
          void answer({});
        }}
        onSkip={() => void answer({ skip: true })}
      />
    </>
  );
}
