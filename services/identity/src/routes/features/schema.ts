import { FeatureMappingBodySchema, FeatureMappingSchema, FeatureSchema, IdSchema } from '@ea/contracts';
import { Type } from 'typebox';

const tags = ['features'];

export const listSchema = { tags, summary: 'Every feature', response: { 200: Type.Array(FeatureSchema) } };
export const mappingSchema = { tags, summary: 'Features granted by each role', response: { 200: Type.Array(FeatureMappingSchema) } };
export const saveMappingSchema = {
  tags,
  summary: 'Set the features a role grants',
  params: Type.Object({ roleId: IdSchema() }),
  body: FeatureMappingBodySchema,
  response: { 200: FeatureMappingSchema },
};
