import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { multilineText, text, searchTextSchema } from './fields';

export const projectSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;

const projectNameSchema = text().trim().min(1).max(200);
const projectDescriptionSchema = multilineText().max(2000);

export const projectCreateBodySchema = z.object({
  name: projectNameSchema,
  description: projectDescriptionSchema.default(''),
});
export type ProjectCreateBody = z.infer<typeof projectCreateBodySchema>;

export const projectPatchBodySchema = z
  .object({
    name: projectNameSchema.optional(),
    description: projectDescriptionSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: 'Provide name or description',
  });
export type ProjectPatchBody = z.infer<typeof projectPatchBodySchema>;

export const projectListQuerySchema = z.object({
  search: searchTextSchema.optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
