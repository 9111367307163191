/**
 * Test-only: happy-dom 21's `document` is not `instanceof window.Document`, so react-aria's `isFocusWithin` always
 * answers false and a Select's popover takes focus back from the option it just focused (real browsers are fine).
 * Applied once for every web test in vitest.setup.ts.
 */
export function patchHappyDomDocumentInstanceof() {
  const DocumentClass = window.Document;
  if (document instanceof DocumentClass) return;
  const original = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(DocumentClass, Symbol.hasInstance, {
    configurable: true,
    value(value: unknown) {
      return value === document || original.call(DocumentClass, value);
    },
  });
}
