import { sayPressLoadFailed } from '../../lib/press-load-failure.ts';
import { BAR_BUTTON } from './mobile-menu.tsx';

/** The bar's 듣기, which the 메뉴 dialog's 듣기 presses where the bar has no room for it. */
export const READ_ALOUD_OPENER_ID = 'read-aloud';

/**
 * 듣기 in the top bar: reads the page's <main> aloud in Korean (issue 27, docs/decisions/038-read-aloud.md). Only
 * this button ships with every page, without state of its own (the JS budget of `/`, ADR 012): the first press
 * loads the reader — text, speech, highlight, its panel and its aria-expanded — and each press toggles it.
 *
 * Shown only where the bar's row has room for it (`.read-aloud-slot`, index.css); elsewhere it is in the 메뉴 dialog.
 * Its look and place are in CSS, not in class names, for the same bytes.
 */
export function ReadAloudButton() {
  return (
    <div className="read-aloud-slot">
      <button
        type="button"
        id={READ_ALOUD_OPENER_ID}
        aria-expanded="false"
        onClick={(event) => {
          const button = event.currentTarget;
          import('../../features/read-aloud/read-aloud-root.tsx').then(
            (reader) => reader.toggleReadAloud(button),
            sayPressLoadFailed,
          );
        }}
        // Pressed (reading) it is tinted like 글자 크기 open: `.read-aloud-slot` in index.css.
        className={BAR_BUTTON}
      >
        듣기
      </button>
    </div>
  );
}
