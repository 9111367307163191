import type { ReactNode } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import { cx } from './cx.ts';

export type TabItem<K extends Key = string> = {
  id: K;
  label: ReactNode;
  /** Panel content for in-page tabs. */
  content?: ReactNode;
  /** Route tabs: each tab is a link (client-side through RAC's RouterProvider); pass `children` as the panel. */
  href?: string;
  isDisabled?: boolean;
};

export type TabsProps<K extends Key = string> = {
  /** Names the tab list, e.g. "스크랩 종류". */
  'aria-label': string;
  items: readonly TabItem<K>[];
  selectedKey?: K;
  defaultSelectedKey?: K;
  onSelectionChange?: (key: K) => void;
  /** For route tabs: the content of the selected tab (e.g. <Outlet />). Ignored when items carry `content`. */
  children?: ReactNode;
  className?: string;
  panelClassName?: string;
};

/**
 * Tabs with a thick underline and bold text on the selected one (not colour alone). Either in-page tabs (items
 * with `content`) or route tabs (items with `href`, `selectedKey` = current route, and `children` as the panel).
 */
export function Tabs<K extends Key = string>({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  children,
  className,
  panelClassName,
  'aria-label': ariaLabel,
}: TabsProps<K>) {
  const hasOwnPanels = items.some((item) => item.content !== undefined);
  const panelClass = cx('pt-6', panelClassName);
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key) => onSelectionChange?.(key as K)}
      className={cx('flex flex-col', className)}
    >
      <TabList aria-label={ariaLabel} className="flex flex-wrap gap-2 border-b-2 border-line-soft">
        {items.map((item) => (
          <Tab
            key={String(item.id)}
            id={item.id}
            href={item.href}
            isDisabled={item.isDisabled}
            className={({ isSelected }) =>
              cx(
                '-mb-0.5 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center border-b-4 px-4 py-2 text-lg no-underline',
                'data-hovered:bg-primary-soft data-disabled:cursor-not-allowed data-disabled:text-ink-muted',
                isSelected
                  ? 'border-primary font-bold text-primary-strong'
                  : 'border-transparent text-ink-muted',
              )
            }
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {hasOwnPanels
        ? items.map((item) => (
            <TabPanel key={String(item.id)} id={item.id} className={panelClass}>
              {item.content}
            </TabPanel>
          ))
        : selectedKey !== undefined && (
            <TabPanel id={selectedKey} className={panelClass}>
              {children}
            </TabPanel>
          )}
    </AriaTabs>
  );
}
