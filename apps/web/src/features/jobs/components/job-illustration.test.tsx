import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_IMAGE, JobIllustration } from './job-illustration.tsx';

const imageIn = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

describe('JobIllustration', () => {
  it("loads lazily in lists, and at once and first as a page's main picture", () => {
    const card = imageIn(render(<JobIllustration src="/images/jobs/job-1.svg" />).container);
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).toHaveAttribute('fetchpriority', 'auto');
    const main = imageIn(render(<JobIllustration src="/images/jobs/job-1.svg" isPriority />).container);
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    // Decorative: the job's name is beside it; a fixed box, so nothing moves when it arrives.
    expect(main).toHaveAttribute('alt', '');
    expect(main).toHaveAttribute('width', '320');
    expect(main).toHaveAttribute('height', '200');
  });

  it('shows the default drawing for a missing or broken picture', () => {
    expect(imageIn(render(<JobIllustration src=" " />).container)).toHaveAttribute('src', DEFAULT_JOB_IMAGE);
    const broken = imageIn(render(<JobIllustration src="/images/jobs/gone.svg" />).container);
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', DEFAULT_JOB_IMAGE);
  });
});
