import type { ErrorObject } from 'ajv';
import { createAjv, schemaId } from '../../schemas/src/createAjv';
import sampleSchema from './sample.schema.json';

let compiled: ReturnType<typeof build> | undefined;

function build() {
  const ajv = createAjv({ strict: false });
  return {
    sample: ajv.compile(sampleSchema),
    proposal: ajv.getSchema(schemaId('entities/proposal.schema.json')),
  };
}

const describe = (errors: readonly ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());

/**
 * What is wrong with a persona of journey/samples, `[]` when nothing: it must be a named sample
 * whose answers the Proposal can store. A partial proposal is a persona too, so answers left
 * out are not problems; an answer given that the Proposal refuses is.
 */
export function validateSample(sample: unknown): string[] {
  compiled ??= build();
  if (!compiled.sample(sample)) return describe(compiled.sample.errors);
  const { proposal } = compiled;
  if (!proposal) return ['the Proposal entity schema is missing'];
  if (proposal((sample as { answers: unknown }).answers)) return [];
  return describe(proposal.errors?.filter((e) => e.keyword !== 'required' && e.keyword !== 'errorMessage'));
}
