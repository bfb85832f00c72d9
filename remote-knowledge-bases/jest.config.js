import { webJestConfig } from '@ontoloom/platform/jest-config';

// ECharts and zrender ship ES modules only: jest transforms them like our own code.
export default webJestConfig('remote-knowledge-bases', {
  esmPackages: ['echarts', 'zrender', 'tslib'],
});
