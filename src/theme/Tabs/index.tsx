/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// (CUSTOM) start: why this file is ejected
/**
 * Ejected to drop the remount of every Tabs after hydration
 * (`key={String(isBrowser)}`, a workaround for facebook/docusaurus#5653).
 * The remount re-rendered each tab's whole content on the main thread, and
 * threw away the server's HTML of the code blocks inside (see
 * src/theme/CodeBlock/Content). The reader's remembered choice still applies
 * after hydration: the selected tab is synced from storage in a layout effect
 * (tests/e2e/behaviour.spec.ts). A click switches its own group first and
 * the other groups of its `groupId` after the next paint (see
 * useOwnGroupFirst).
 */
// (CUSTOM) end
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
// (CUSTOM) start: no remount after hydration; the other groups switch after the next paint
// (UPSTREAM) import useIsBrowser from '@docusaurus/useIsBrowser';
import {afterNextPaint} from '@site/src/utils/afterNextPaint';
// (CUSTOM) end
import type {Props} from '@theme/Tabs';
// (CUSTOM) start: the theme's own styles serve, not a copy
// (UPSTREAM) import styles from './styles.module.css';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';
// (CUSTOM) end

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

  const handleTabChange = (
    event:
      | React.FocusEvent<HTMLLIElement>
      | React.MouseEvent<HTMLLIElement>
      | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      // (CUSTOM) start: the other groups of the groupId switch after the next
      // paint (useOwnGroupFirst), and groups above this one may change height
      // then: keep the tab in place again. Queued before selectValue queues
      // that switch, so it runs first.
      afterNextPaint(() => {
        blockElementScrollPositionUntilNextRender(newTab);
      });
      // (CUSTOM) end
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}>
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

// (CUSTOM) start: the reader's choice shows in its own group first
/**
 * The theme's tabs state, except that a reader's choice shows in the clicked
 * group at once and reaches the other groups of its `groupId` (through
 * storage, as the theme does it) after the next paint. The theme re-renders
 * every group of the page in the click's own frame, so on a page with many
 * groups (the API reference) the click waits for all of them to paint; the
 * clicked group alone paints sooner.
 */
function useOwnGroupFirst(props: Props) {
  const value = useTabsContextValue(props);
  const [chosen, setChosen] = React.useState<string | null>(null);
  const {selectValue: selectEverywhere} = value;
  const selectValue = React.useCallback(
    (newValue: string) => {
      setChosen(newValue);
      afterNextPaint(() => {
        selectEverywhere(newValue);
        setChosen(null);
      });
    },
    [selectEverywhere],
  );
  return {...value, selectedValue: chosen ?? value.selectedValue, selectValue};
}
// (CUSTOM) end

export default function Tabs(props: Props): ReactNode {
  // (CUSTOM) start: no remount after hydration; the reader's choice shows in its own group first
  // (UPSTREAM) const isBrowser = useIsBrowser();
  // (UPSTREAM) const value = useTabsContextValue(props);
  const value = useOwnGroupFirst(props);
  // (CUSTOM) end
  return (
    <TabsProvider
      value={value}
      // (CUSTOM) start: no remount after hydration (see the top of the file)
      // (UPSTREAM) // Remount tabs after hydration
      // (UPSTREAM) // Temporary fix for https://github.com/facebook/docusaurus/issues/5653
      // (UPSTREAM) key={String(isBrowser)}>
      /* (CUSTOM) end */>
      <TabsContainer className={props.className}>
        {sanitizeTabsChildren(props.children)}
      </TabsContainer>
    </TabsProvider>
  );
}
