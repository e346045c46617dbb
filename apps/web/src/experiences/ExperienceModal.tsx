// A modal experience (type 26, req 001-2.02): its title, body and complete button (req
// 001-5.03); the complete button completes it (following its url, if any), closing dismisses.
import type { ExperienceWire } from '@corkboard/contracts';
import { anketHref, completeButtonOf, dismissButtonOf, EXPERIENCES } from '@corkboard/domain';
import { ExperienceDialog } from './ExperienceDialog';
import { ExperienceAction } from './ExperienceLink';
import { ExperienceIcon, ExperienceMedia, ExperienceMore } from './ExperienceParts';
import { ELEMENT } from './lifecycle';
import { useEnding } from './use-ending';

export function ExperienceModal({ experience: e }: { experience: ExperienceWire }) {
  const end = useEnding(e);
  const d = e.display_data;
  const complete = () => end('completed', ELEMENT.primary);
  const completeButton = completeButtonOf(d);
  const label = completeButton?.text ?? EXPERIENCES.gotIt;
  const url = completeButton?.url ?? anketHref(e.experience_id, d);
  const dismiss = dismissButtonOf(d);
  return (
    <ExperienceDialog
      title={d.title ?? ''}
      onClose={() => end('dismissed', ELEMENT.dismiss)}
      testId="experience-modal"
    >
      <ExperienceMedia data={d} className="xp-dialog-image" size={{ width: 320, height: 160 }} />
      <p className="xp-dialog-body">
        <ExperienceIcon data={d} />
        {d.body}
      </p>
      <ExperienceMore data={d} onFollow={complete} />
      <div className="xp-dialog-actions">
        {dismiss && !dismiss.hideDismissButton ? (
          <button
            type="button"
            className="btn btn-grey"
            onClick={() => end('dismissed', ELEMENT.dismiss)}
          >
            {dismiss.text}
          </button>
        ) : null}
        <ExperienceAction
          action={{ label, href: url }}
          primary
          onDone={complete}
          testId="experience-complete"
          autoFocus
        />
      </div>
    </ExperienceDialog>
  );
}
