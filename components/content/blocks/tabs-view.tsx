'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type Linked = { 'data-link': string };

/*
 * Headless UI links a tab and its panel (aria-controls, aria-labelledby) once it has seen both in
 * the browser; these give the server-rendered HTML the same links until then.
 */
function TabButton({ 'data-link': link, ...props }: ComponentPropsWithRef<'button'> & Linked) {
  return <button {...props} aria-controls={props['aria-controls'] ?? link} />;
}
function PanelBox({ 'data-link': link, ...props }: ComponentPropsWithRef<'div'> & Linked) {
  return <div {...props} aria-labelledby={props['aria-labelledby'] ?? link} />;
}

/**
 * WAI-ARIA tabs on Headless UI's Tabs (ADR 0020h): one tab stop (the selected tab); Left/Right
 * move to and select the previous or next tab (round the ends), Home/End the first and last.
 * Panels come rendered from the server, all of them in the page; without script the first one
 * shows.
 */
export function TabsView({
  id,
  label,
  titles,
  panels,
}: {
  id: string;
  label?: string;
  titles: string[];
  panels: ReactNode[];
}) {
  return (
    // Headless UI puts a focusable `<button aria-hidden>` beside the group until its tabs have
    // registered in the browser (its focus sentinel): in the server's HTML a keyboard user could
    // tab onto it, and axe flags it. Hidden here (visibility takes it out of the tab order); the
    // tabs themselves are buttons already, and the sentinel leaves once the block has hydrated.
    <div className="w-full [&>button[aria-hidden]]:invisible">
      <TabGroup className="w-full" data-testid="tabs">
        <TabList
          aria-label={label}
          className="flex [scrollbar-width:none] gap-1 overflow-x-auto border-b border-neutral-200"
        >
          {titles.map((title, i) => (
            <Tab
              key={i}
              id={`${id}-tab-${i}`}
              as={TabButton}
              data-link={`${id}-panel-${i}`}
              className="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 font-semibold whitespace-nowrap text-neutral-600 outline-offset-[-2px] hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-[var(--store-primary)] data-[selected]:border-[var(--store-primary)] data-[selected]:text-[var(--store-primary)]"
            >
              {title}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {panels.map((panel, i) => (
            <TabPanel
              key={i}
              id={`${id}-panel-${i}`}
              unmount={false}
              as={PanelBox}
              data-link={`${id}-tab-${i}`}
              className="pt-4 outline-offset-4 focus-visible:outline-2 focus-visible:outline-[var(--store-primary)]"
            >
              {panel}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
