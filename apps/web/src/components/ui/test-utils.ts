/**
 * Test-only: happy-dom 21's `document` is not `instanceof window.Document`, so react-aria's `isFocusWithin` always
 * answers false and a Select's popover takes focus back from the option it just focused (real browsers are fine).
 * Call once per test file that opens RAC popovers or dialogs. (Belongs in vitest.setup.ts eventually.)
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
