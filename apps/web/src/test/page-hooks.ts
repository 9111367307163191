import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';

/**
 * Registers the hooks of a file of page tests. Sections below the screen load at once (no IntersectionObserver),
 * or with `observer: 'fake'` when the test reveals them (FakeIntersectionObserver). After each test the page unmounts
 * before the stubs and the session go: a read still running, or one keyed by the viewer, would otherwise reach the
 * network.
 */
export function pageTestHooks({ observer = 'none' }: { observer?: 'none' | 'fake' } = {}) {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', observer === 'fake' ? FakeIntersectionObserver : undefined);
  });
  unmountBeforeStubsGo();
}

/** The after-each half of pageTestHooks, for tests that leave the IntersectionObserver as it is. */
export function unmountBeforeStubsGo() {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clearSession();
  });
}
