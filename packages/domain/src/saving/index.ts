// Saving, boards and profiles: the save control, toasts, save behaviour, signed-out saves,
// limited-login prompts, the repin edit route and the board page's roles (spec 000 §4, §8, §9;
// 002 §2.1, §4–§6, §9; each file names its requirements).

export * from './board-access';
export * from './board-picker';
export * from './board-roles';
export * from './gated-prompt';
export * from './limited-login';
export * from './overlay-label';
export * from './repin-edit';
export * from './save-behavior';
export * from './save-control';
export * from './save-toast';
export * from './signed-out-saves';
export * from './toast-timing';
