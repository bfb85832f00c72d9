// The jest setup every web package shares: setupFilesAfterEnv: ['@ontoloom/platform/jest-setup'].
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* waits for the UI to settle; on a loaded 2-core CI machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Layout APIs jsdom does not implement; Chakra's menus and dialogs position with them.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? NoopResizeObserver });
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom has no PointerEvent; Chakra's checkboxes and switches dispatch one on click.
Object.assign(globalThis, { PointerEvent: globalThis.PointerEvent ?? MouseEvent });

// The platform's lazy parts (dialogs, menus, chat) that a test file imports render at once, as
// on a page once their code has loaded; the tests of lazy-part.tsx cover the loading itself.
// (Not imported here: a test's jest.mock must still reach the modules they import.)
import { preloadLazyParts } from '../ui/lazy-part';

beforeAll(() => preloadLazyParts());
