// The operator's experiences (issue 15): write, edit, pause and remove, each in one transaction
// with its audit-log entry. An experience is checked whole before it is stored: display_data
// by the domain's rules for its kind (spec 001 §5), the schedule, the caps and the experiment
// it targets, so an invalid one is `invalid_parameters` naming the field.
import type { resourceSchemas } from '@corkboard/contracts';
import {
  experienceTypeOf,
  isExperimentGroup,
  isExperimentName,
  isPlacementId,
  placementAccepts,
  validateDisplayData,
} from '@corkboard/domain';
import type { z } from 'zod';
import type { AppContext } from '../app/context';
import { dropLiveExperiences } from '../experiences/live-experiences';
import { AppError, invalid } from '../http/errors';
import type { ExperienceInput, ExperienceRecord } from '../storage/experiences-store';
import { inTransaction } from '../storage/transaction';
import { presentDefinition } from '../present/experiences';

type CreateOptions = z.output<typeof resourceSchemas.ExperienceAdminResource.create>;
type UpdateOptions = z.output<typeof resourceSchemas.ExperienceAdminResource.update>;
type Fields = Omit<CreateOptions, 'experience_id'>;

const notFound = () => new AppError('not_found', 'That experience was not found.');
const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** The experience as stored, or the first reason it may not be. */
function checked(fields: Fields, createdBy: string | null): ExperienceInput {
  const renderable = { experienceId: 0, type: experienceTypeOf(fields.kind), kind: fields.kind };
  if (!placementAccepts(fields.placement_id, renderable)) {
    throw invalid(`placement_id: ${fields.placement_id} does not show a ${fields.kind}`);
  }
  const [problem] = validateDisplayData(fields.kind, fields.display_data);
  if (problem) throw invalid(`${problem.field}: ${problem.message}`);
  const startsAt = time(fields.starts_at);
  const endsAt = time(fields.ends_at);
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) {
    throw invalid('ends_at: must be after starts_at');
  }
  const caps = fields.caps ?? {};
  if (caps.group_max_per_day !== undefined && caps.group === undefined) {
    throw invalid('caps.group: a group cap needs the group it caps');
  }
  const experiment = fields.targeting?.experiment;
  if (experiment) {
    if (!isExperimentName(experiment.name)) {
      throw invalid(`targeting.experiment.name: there is no experiment "${experiment.name}"`);
    }
    if (!isExperimentGroup(experiment.name, experiment.group)) {
      throw invalid(
        `targeting.experiment.group: ${experiment.name} has no group "${experiment.group}"`,
      );
    }
  }
  for (const [i, placed] of (fields.triggerable_placed_exps ?? []).entries()) {
    if (!isPlacementId(Number(placed.split(':')[0]))) {
      throw invalid(`triggerable_placed_exps.${i}: ${placed.split(':')[0]} is not a placement`);
    }
  }
  return {
    name: fields.name,
    placementId: fields.placement_id,
    kind: fields.kind,
    status: fields.status ?? 'draft',
    priority: fields.priority ?? 0,
    startsAt,
    endsAt,
    targeting: fields.targeting ?? {},
    caps,
    displayData: fields.display_data,
    triggers: fields.triggerable_placed_exps ?? [],
    createdBy,
  };
}

/** An experience's fields as the contract writes them (its presentation, less the bookkeeping). */
function fieldsOf(e: ExperienceRecord): Fields {
  const {
    experience_id: _id,
    created_at: _created,
    updated_at: _updated,
    created_by: _by,
    ...fields
  } = presentDefinition(e);
  return fields;
}

export async function createExperience(
  app: AppContext,
  operatorId: string,
  options: CreateOptions,
) {
  const { experience_id: id, ...fields } = options;
  const input = checked(fields, operatorId);
  const created = await inTransaction(app.storage, async (stores) => {
    const at = app.now();
    const row = await stores.experiences.create(input, id ?? null, at);
    if (!row) throw invalid(`experience_id: ${id} is taken`);
    await stores.links.audit({
      operatorId,
      action: 'experience.create',
      target: `experience:${row.id}`,
      detail: fieldsOf(row),
      at,
    });
    return row;
  });
  dropLiveExperiences(app);
  return created;
}

export async function updateExperience(
  app: AppContext,
  operatorId: string,
  options: UpdateOptions,
) {
  const {
    experience_id: id,
    client_tracking_params: _a,
    clientTrackingParams: _b,
    ...patch
  } = options;
  const { field_set_key: _c, orbac_subject_id: _d, ...changes } = patch;
  const updated = await inTransaction(app.storage, async (stores) => {
    const before = await stores.experiences.byId(id);
    if (!before) throw notFound();
    const input = checked({ ...fieldsOf(before), ...changes }, before.createdBy);
    const at = app.now();
    const row = await stores.experiences.update(id, input, at);
    if (!row) throw notFound();
    await stores.links.audit({
      operatorId,
      action: 'experience.update',
      target: `experience:${id}`,
      detail: { changes },
      at,
    });
    return row;
  });
  dropLiveExperiences(app);
  return updated;
}

export async function deleteExperience(app: AppContext, operatorId: string, id: number) {
  await inTransaction(app.storage, async (stores) => {
    const before = await stores.experiences.byId(id);
    if (!before || !(await stores.experiences.delete(id))) throw notFound();
    await stores.links.audit({
      operatorId,
      action: 'experience.delete',
      target: `experience:${id}`,
      detail: fieldsOf(before),
      at: app.now(),
    });
  });
  dropLiveExperiences(app);
}
