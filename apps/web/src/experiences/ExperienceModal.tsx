// A modal experience (type 26, req 001-2.02): its title, body and complete button (req
// 001-5.03); the complete button completes it (following its url, if any), closing dismisses.
import type { ExperienceWire } from '@corkboard/contracts';
import { EXPERIENCES } from '@corkboard/domain';
import { ExperienceDialog } from './ExperienceDialog';
import { ExperienceAction } from './ExperienceLink';
import { ELEMENT } from './lifecycle';
import { useEnding } from './use-ending';

export function ExperienceModal({ experience: e }: { experience: ExperienceWire }) {
  const end = useEnding(e);
  const d = e.display_data;
  const complete = () => end('completed', ELEMENT.primary);
  const label = d.complete_button?.text ?? EXPERIENCES.gotIt;
  const url = d.complete_button?.url;
  return (
    <ExperienceDialog
      title={d.title ?? ''}
      onClose={() => end('dismissed', ELEMENT.dismiss)}
      testId="experience-modal"
    >
      {d.image ? (
        <img
          className="xp-dialog-image"
          src={d.image.url}
          alt={d.image.imageAlt ?? ''}
          width={d.image.width ?? 320}
          height={d.image.height ?? 160}
        />
      ) : null}
      <p className="xp-dialog-body">{d.body}</p>
      <div className="xp-dialog-actions">
        {d.dismiss_button && !d.dismiss_button.hideDismissButton ? (
          <button
            type="button"
            className="btn btn-grey"
            onClick={() => end('dismissed', ELEMENT.dismiss)}
          >
            {d.dismiss_button.text}
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
