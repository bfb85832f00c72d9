import { two } from '../two/internal/two';

export const reach = two;
