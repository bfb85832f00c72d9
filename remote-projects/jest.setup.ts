import '@testing-library/jest-dom';

// Layout APIs jsdom does not implement; Chakra's menus and dialogs position with them.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? NoopResizeObserver });
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
