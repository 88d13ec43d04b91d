// What antd needs from a browser that jsdom lacks (tests/setup.ts already stubs matchMedia).
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom does not compute pseudo-element styles and says so on the console; antd asks when it measures
// the scroll bar of a modal. The element's own style is a fine answer for tests.
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
}
