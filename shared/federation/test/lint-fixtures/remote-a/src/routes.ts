import { one } from './features/one/one';
import { shared } from './components/shared';

export const routes = [one, shared];
