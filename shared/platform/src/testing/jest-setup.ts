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
