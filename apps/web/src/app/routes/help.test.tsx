import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { HelpPage } from './help.tsx';

// A path, not a URL: happy-dom's URL does not resolve file: addresses.
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../public');

function renderHelp() {
  return render(
    <MemoryRouter initialEntries={['/help']}>
      <HelpPage />
    </MemoryRouter>,
  );
}

/** The pixel size written in a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('/help', () => {
  it('links every entry of the table of contents to a section of the page, the new topics included', () => {
    renderHelp();
    const toc = screen.getByRole('navigation', { name: '사용설명서 차례' });
    const links = within(toc).getAllByRole('link');
    const targets = links.map((link) => link.getAttribute('href') ?? '');
    expect(targets.every((href) => href.startsWith('#'))).toBe(true);
    for (const [index, href] of targets.entries()) {
      const section = document.getElementById(href.slice(1));
      expect(section, `${href} exists`).not.toBeNull();
      // The section's heading says what the entry says.
      const heading = within(section as HTMLElement).getAllByRole('heading', { level: 2 })[0];
      expect(heading).toHaveTextContent(links[index]?.textContent ?? '');
    }
    // Issue 14: memos and photos, scraps, others' plans and what "public" means each have their own section.
    expect(targets).toEqual(expect.arrayContaining(['#mytodo', '#scrap', '#others', '#privacy']));
  });

  it('shows screenshots with alt text, a caption and their real size, from files that exist', () => {
    renderHelp();
    const images = screen.getAllByRole('img');
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const img of images) {
      const src = img.getAttribute('src') ?? '';
      expect(src.startsWith('/images/help/'), src).toBe(true);
      const file = join(PUBLIC_DIR, src);
      expect(existsSync(file), `${src} exists in apps/web/public`).toBe(true);

      expect((img.getAttribute('alt') ?? '').trim().length, `${src} alt`).toBeGreaterThan(20);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      const width = Number(img.getAttribute('width'));
      const height = Number(img.getAttribute('height'));
      // The attributes reserve the picture's place before it loads: they must be the file's own size.
      expect(webpSize(readFileSync(file)), src).toEqual({ width, height });

      const figure = img.closest('figure');
      expect(figure, `${src} is in a figure`).not.toBeNull();
      const caption = figure?.querySelector('figcaption')?.textContent?.trim() ?? '';
      expect(caption.length, `${src} caption`).toBeGreaterThan(5);
    }
  });

  it('links only to screens the router declares', () => {
    renderHelp();
    const inApp = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(inApp.length).toBeGreaterThan(0);
    for (const href of inApp) {
      const { pathname } = new URL(href, 'http://localhost');
      const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
      // Everything matches the catch-all 404 route: the deepest match must be a real screen.
      expect(matches.at(-1)?.route.path, href).not.toBe('*');
    }
  });
});
