// The DOM project's set-up (jest.config.mjs): Testing Library unmounts what a test rendered after
// it by itself (it registers its own afterEach); assertions are counted as in the Node project.
import './count-assertions';

// jsdom lays nothing out, so it has no scrolling: moving to a field scrolls nowhere.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Nor does it observe sizes: Headless UI's combobox watches its field for moves while it is open.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};
