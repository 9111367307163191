/**
 * An IntersectionObserver a test drives: `reveal()` says every observed element came near the screen. Stub it in with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)` and empty `instances` before each test.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  reveal() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
