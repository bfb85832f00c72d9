import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* waits for the UI to settle; on a loaded 2-core CI machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });
