// Which prompt a gated action opens (spec 000 §6, req 000-6.05: "Gated actions give a signup or
// login modal: a desktop signup modal, or a mobile signup modal with heading type and pin id";
// spec 002 §6, req 002-6.01: "A limited-login viewer sees a login modal on gated actions; other
// viewers run the action directly"). A signed-in person runs the action (no prompt); a
// limited-login viewer, who has an account here, is asked to log in; a logged-out visitor is
// asked to sign up, in a centred modal on a larger screen and in a bottom sheet on a phone.
// Every prompt can switch to the other form (people click the wrong one).
import type { VisitorType } from '../visitor/visitor-type';
import type { GatedAction } from './limited-login';

export type GatedPromptModal = 'login' | 'signup_desktop' | 'signup_mobile';
export type PromptForm = 'login' | 'signup';

export interface GatedPrompt {
  modal: GatedPromptModal;
  /** The heading type: the gated action, whose limited-login header titles the prompt. */
  headingType: GatedAction;
  /** The pin the action is about; only the mobile signup modal carries it (req 000-6.05). */
  pinId: string | null;
}

/** The gated actions that are about one pin (its picture can show in the prompt). */
const PIN_ACTIONS: ReadonlySet<GatedAction> = new Set<GatedAction>([
  'save',
  'send',
  'edit',
  'hide',
  'comment',
]);

/** null: the viewer is signed in and the action runs directly. */
export function gatedPrompt(input: {
  visitor: VisitorType;
  action: GatedAction;
  /** A phone-width screen (the web's bottom-sheet width). */
  phone: boolean;
  pinId?: string | null;
}): GatedPrompt | null {
  const { visitor, action, phone } = input;
  if (visitor === 'authenticated') return null;
  if (visitor === 'limited_login') return { modal: 'login', headingType: action, pinId: null };
  if (!phone) return { modal: 'signup_desktop', headingType: action, pinId: null };
  const pinId = PIN_ACTIONS.has(action) ? (input.pinId ?? null) : null;
  return { modal: 'signup_mobile', headingType: action, pinId };
}

/** The form a prompt opens with: the login modal logs in, the signup modals sign up. */
export function promptForm(prompt: GatedPrompt): PromptForm {
  return prompt.modal === 'login' ? 'login' : 'signup';
}

/** The prompt's switch: the other form, for whoever clicked the wrong one. */
export function otherForm(form: PromptForm): PromptForm {
  return form === 'login' ? 'signup' : 'login';
}
