// @ts-expect-error -- no zod in this miniature repository: the lint rule reads the import's name only
import { z } from 'zod';

export const userNameSchema = z.string();
