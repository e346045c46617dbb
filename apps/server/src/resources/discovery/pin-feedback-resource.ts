// `PinFeedbackResource update {pin_id, feedback_type}` (spec 000 §7, req 000-7.15): 1 or "report"
// (the "Reported" overlay), 2 or "not_relevant". Both hide the pin from the viewer's feeds and
// answer what the overlay needs: the feedback state, its message and the unfollow option.
import { resourceSchemas } from '@corkboard/contracts';
import { pinFeedbackMessage } from '@corkboard/domain';
import { giveFeedback } from '../../commands/hide-pin';
import { signedInViewer } from '../../policy/signed-in';
import { idString } from '../../storage/row-mapping';
import { action } from '../define';

export const PinFeedbackResource = {
  update: action(resourceSchemas.PinFeedbackResource.update, async (ctx, options) => {
    const type = options.feedback_type;
    const { pin, unfollow } = await giveFeedback(
      ctx.app,
      signedInViewer(ctx),
      options.pin_id,
      type,
      options.reason ?? null,
    );
    return {
      data: {
        pin_id: idString(pin.id),
        feedback_type: type,
        feedback_state: 'reported' as const,
        message: pinFeedbackMessage(type),
        unfollow,
      },
    };
  }),
};
