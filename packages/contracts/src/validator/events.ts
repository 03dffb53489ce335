import { type Static, Type } from 'typebox';
import { RUN_STATES } from './rules.ts';

/** The Validator's events: a run's progress and its end, relayed to the room of the project's company. */
export const VALIDATOR_TOPIC = 'validator';

export const ValidatorAggregates = { run: 'validation-run' } as const;

export const RunProgressPayload = Type.Object({
  runId: Type.Integer(),
  projectId: Type.Integer(),
  companyId: Type.Integer(),
  state: Type.Enum(RUN_STATES),
  /** 0–100. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The phase in words ("Reading the filing", "Loading the taxonomy", "Checking facts"). */
  phase: Type.String(),
});
export type RunProgressPayload = Static<typeof RunProgressPayload>;

export const VALIDATOR_EVENTS = {
  'run.progress': RunProgressPayload,
  'run.finished': RunProgressPayload,
} as const;

export type ValidatorEventType = keyof typeof VALIDATOR_EVENTS;
export type ValidatorEventPayload<T extends ValidatorEventType = ValidatorEventType> = Static<(typeof VALIDATOR_EVENTS)[T]>;
