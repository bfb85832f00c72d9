export { domain as schema } from './domain';
export { endpoints } from './endpoints/index';
