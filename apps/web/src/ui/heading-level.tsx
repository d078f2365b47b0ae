import { createContext, createElement, use } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The level the next section heading takes: a page's h1 is followed by h2 sections, the member
 * centre's h3 page title by h4 ones. Panels and empty states read it, so headings never skip a level
 * whichever page they sit in.
 */
const HeadingLevelContext = createContext<Level>(2);

export function useHeadingLevel(): Level {
  return use(HeadingLevelContext);
}

/** Sections inside `children` take `level`. */
export function HeadingLevel({ level, children }: { level: Level; children: ReactNode }) {
  return <HeadingLevelContext value={level}>{children}</HeadingLevelContext>;
}

/** A heading at the current level. */
export function SectionHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  return createElement(`h${useHeadingLevel()}`, props);
}

/** The level below `level`, for what a section holds. */
export function deeper(level: Level): Level {
  return Math.min(level + 1, 6) as Level;
}
