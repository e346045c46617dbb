// /onboarding/ (spec 002 §9; issue 16 "Onboarding"): after sign-up, the steps Gender,
// InterestPicker, UseCase, LoadingStep and (on phones) AppInstall, each skippable. The server
// keeps what was answered, so the flow resumes where it was left; when no step is left the
// person goes on to `next` (home by default), loaded whole so its feed is the new one.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Onboarding } from '@corkboard/contracts';
import { ONBOARDING, onboardingStepOf, routeHref, type OnboardingStep } from '@corkboard/domain';
import { postResource } from '../../api/client';
import { onboardingQuery } from '../../api/queries';
import { useNextPath } from '../../components/auth-form/use-auth-submit';
import { PageMeta } from '../../components/page-meta/PageMeta';
import { PageLoading, QueryError } from '../../components/page-state/PageState';
import { showToast } from '../../saving/overlays';
import { useApp } from '../../state/app-context';
import { AppInstallStep, GenderStep, LoadingStep, UseCaseStep } from './OnboardingSteps';
import { InterestStep } from './InterestStep';
import './onboarding.css';

export type Answer = {
  skip?: boolean;
  gender?: Onboarding['gender'] & string;
  use_cases?: Onboarding['use_cases'];
};

export default function OnboardingPage() {
  const { viewer } = useApp();
  return (
    <div className="onboarding-page">
      <PageMeta title={ONBOARDING.title} path="/onboarding/" noindex />
      {viewer ? (
        <Flow />
      ) : (
        <p className="onboarding-help">
          <Link href={routeHref('login', {}, { next: '/onboarding/' })}>{ONBOARDING.logIn}</Link>
        </p>
      )}
    </div>
  );
}

function Flow() {
  const query = useQuery(onboardingQuery());
  const queryClient = useQueryClient();
  const next = useNextPath();
  const [busy, setBusy] = useState(false);
  const step = query.data?.next_step ?? null;
  useEffect(() => {
    if (query.data && step === null) window.location.assign(next);
  }, [query.data, step, next]);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (step === null) return <PageLoading />;

  async function answer(values: Answer) {
    if (busy || step === null) return;
    setBusy(true);
    try {
      const updated = await postResource('UserOnboardingResource', 'update', { step, ...values });
      queryClient.setQueryData(onboardingQuery().queryKey, updated);
    } catch {
      showToast({ text: ONBOARDING.failed, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const { steps } = query.data;
  const props = { answer, busy, state: query.data };
  return (
    <section className="onboarding-card" data-testid="onboarding" data-step={step}>
      <p className="onboarding-progress">
        {onboardingStepOf(steps.indexOf(step) + 1, steps.length)}
      </p>
      <StepView step={step} {...props} />
    </section>
  );
}

export interface StepProps {
  answer: (values: Answer) => Promise<void>;
  busy: boolean;
  state: Onboarding;
}

function StepView({ step, ...props }: StepProps & { step: OnboardingStep }) {
  switch (step) {
    case 'gender':
      return <GenderStep {...props} />;
    case 'interests':
      return <InterestStep {...props} />;
    case 'use_case':
      return <UseCaseStep {...props} />;
    case 'loading':
      return <LoadingStep {...props} />;
    case 'app_install':
      return <AppInstallStep {...props} />;
  }
}
