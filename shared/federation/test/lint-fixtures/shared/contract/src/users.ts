import { z } from 'zod';

export const userNameSchema = z.string();
