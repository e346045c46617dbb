// The experiments registry: every gated behaviour of the spec reads its group from here
// (docs/DESIGN.md §6 "every gated behaviour behind the experiments registry"). Assignment is a
// pure function of (experiment, viewer key), so server and client agree without storage, and
// an operator can pin groups with the EXPERIMENTS setting, e.g.
// EXPERIMENTS=signed_in_footer_hidden:enabled,quick_save_button:control
// Weights are our starting points (the spec gives none); operators override them per install.

// Each entry's comment says which sentence of the spec it gates: comments, not a field, so the
// text stays out of the browser's code (the pin card reads this registry).
type ExperimentDef = {
  readonly groups: readonly string[];
  /** Used when there is no viewer key (bots, a visitor without a cookie id yet). */
  readonly defaultGroup: string;
};

export const EXPERIMENTS = {
  /**
   * Spec 000 §4, req 000-4.13: "The footer is hidden by default for signed-in users under an
   * experiment."
   */
  signed_in_footer_hidden: {
    groups: ['control', 'enabled'],
    defaultGroup: 'enabled',
  },
  /** Spec 000 §4, req 000-4.01: "a quick-save button under an experiment". */
  quick_save_button: {
    groups: ['control', 'enabled'],
    defaultGroup: 'control',
  },
  /**
   * Spec 000 §5, req 000-5.05: "Experiment groups exist for shopping indicators (for example
   * enabled_homefeed and enabled_related_pins)."
   */
  shopping_indicators: {
    groups: ['control', 'enabled_homefeed', 'enabled_related_pins'],
    defaultGroup: 'control',
  },
  /**
   * Spec 002 §6, req 002-6.05: "Save behaviour for others depends on has_quicksave_board and the
   * experiment profile_saves_for_all."
   */
  profile_saves_for_all: {
    groups: ['control', 'enabled'],
    defaultGroup: 'control',
  },
  /** Spec 000 §6, req 000-6.04: signed-out visitors see "no reactions in some experiments". */
  hide_reactions: {
    groups: ['control', 'enabled'],
    defaultGroup: 'control',
  },
  /**
   * Spec 000 §5, req 000-5.12: "Title in the newer style is cut to 20 characters and clamped to
   * 2 lines."
   */
  newer_style_title: {
    groups: ['control', 'enabled'],
    defaultGroup: 'control',
  },
  /**
   * Spec 001 §4, req 001-4.25: "Inference of the preference uses different experiment
   * configurations for signed-in and signed-out visitors." Signed in, enabled: a person whose
   * `dark_mode` flag is off follows the system's colour scheme. Ours: control (the flag alone
   * decides); enabled only by override.
   */
  dark_mode_signed_in: {
    groups: ['control', 'enabled'],
    defaultGroup: 'control',
  },
  /**
   * Req 001-4.25, the signed-out configuration: a visitor has no flag; enabled, the theme follows
   * the system's colour scheme, control keeps the light theme. Ours: enabled for everyone.
   */
  dark_mode_signed_out: {
    groups: ['control', 'enabled'],
    defaultGroup: 'enabled',
  },
} as const satisfies Record<string, ExperimentDef>;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentGroup<E extends ExperimentName> = (typeof EXPERIMENTS)[E]['groups'][number];
export type ExperimentOverrides = { [E in ExperimentName]?: ExperimentGroup<E> };
export type ExperimentAssignments = { [E in ExperimentName]: ExperimentGroup<E> };

/**
 * Relative rollout weights per group; 0 means "only by override". Apart from the registry so
 * the browser, which reads only groups (the server draws them), does not carry them.
 */
export const EXPERIMENT_WEIGHTS: {
  readonly [E in ExperimentName]: Readonly<Record<ExperimentGroup<E>, number>>;
} = {
  signed_in_footer_hidden: { control: 0, enabled: 100 },
  quick_save_button: { control: 50, enabled: 50 },
  shopping_indicators: { control: 50, enabled_homefeed: 25, enabled_related_pins: 25 },
  profile_saves_for_all: { control: 50, enabled: 50 },
  hide_reactions: { control: 90, enabled: 10 },
  newer_style_title: { control: 50, enabled: 50 },
  dark_mode_signed_in: { control: 100, enabled: 0 },
  dark_mode_signed_out: { control: 0, enabled: 100 },
};

export const EXPERIMENT_NAMES = /* @__PURE__ */ Object.keys(EXPERIMENTS) as ExperimentName[];

export function isExperimentName(name: string): name is ExperimentName {
  return Object.hasOwn(EXPERIMENTS, name);
}

export function isExperimentGroup<E extends ExperimentName>(
  experiment: E,
  group: string,
): group is ExperimentGroup<E> {
  return (EXPERIMENTS[experiment].groups as readonly string[]).includes(group);
}

/**
 * 32-bit FNV-1a over the UTF-8 bytes, then the murmur3 finaliser: FNV alone mixes the last
 * characters poorly into the high bits, and keys like "user:1", "user:2" differ only there.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The group of one experiment for one viewer key; an override always wins. */
export function assignExperimentGroup<E extends ExperimentName>(
  experiment: E,
  viewerKey: string | null | undefined,
  overrides?: ExperimentOverrides,
): ExperimentGroup<E> {
  const forced = overrides?.[experiment];
  if (forced !== undefined) return forced as ExperimentGroup<E>;
  const def: ExperimentDef = EXPERIMENTS[experiment];
  if (!viewerKey) return def.defaultGroup as ExperimentGroup<E>;
  const weights: Readonly<Record<string, number>> = EXPERIMENT_WEIGHTS[experiment];
  const total = def.groups.reduce((sum, group) => sum + (weights[group] ?? 0), 0);
  if (total <= 0) return def.defaultGroup as ExperimentGroup<E>;
  // Map the hash onto [0, total) and walk the cumulative weights.
  let point = (hash32(`${experiment}:${viewerKey}`) / 2 ** 32) * total;
  for (const group of def.groups) {
    point -= weights[group] ?? 0;
    if (point < 0) return group as ExperimentGroup<E>;
  }
  return def.defaultGroup as ExperimentGroup<E>;
}

/** Every experiment's group for one viewer key. */
export function assignAll(
  viewerKey: string | null | undefined,
  overrides?: ExperimentOverrides,
): ExperimentAssignments {
  const result: Record<string, string> = {};
  for (const name of EXPERIMENT_NAMES) {
    result[name] = assignExperimentGroup(name, viewerKey, overrides);
  }
  return result as ExperimentAssignments;
}

export type ParsedOverrides =
  { ok: true; overrides: ExperimentOverrides } | { ok: false; errors: string[] };

/**
 * Parses "name:group,name:group" (spaces allowed, empty entries ignored). Unknown experiments,
 * unknown groups, malformed and repeated entries are all reported, each as a readable line.
 */
export function parseExperimentOverrides(text: string | null | undefined): ParsedOverrides {
  const overrides: Record<string, string> = {};
  const errors: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const parts = entry.split(':').map((part) => part.trim());
    const [name, group] = parts;
    if (parts.length !== 2 || !name || !group) {
      errors.push(`"${entry}" is not of the form experiment:group`);
    } else if (!isExperimentName(name)) {
      errors.push(`unknown experiment "${name}" (known: ${EXPERIMENT_NAMES.join(', ')})`);
    } else if (!isExperimentGroup(name, group)) {
      const groups = EXPERIMENTS[name].groups.join(', ');
      errors.push(`experiment "${name}" has no group "${group}" (groups: ${groups})`);
    } else if (name in overrides) {
      errors.push(`experiment "${name}" is set more than once`);
    } else {
      overrides[name] = group;
    }
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, overrides: overrides as ExperimentOverrides };
}
